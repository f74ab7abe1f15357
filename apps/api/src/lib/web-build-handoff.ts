/**
 * `npm start` builds the web app while the server opens and migrates the database (scripts/start.mjs): with
 * WEB_BUILD_PENDING the server asks its parent for the build's end, and waits for it before reading WEB_DIST.
 */
export function webBuildFinished(pending: boolean): Promise<void> {
  const send = process.send?.bind(process);
  if (!pending || !send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'web-built') return;
      process.off('message', onMessage);
      // Nothing else goes over the channel: closed, so it never holds the process open.
      process.disconnect();
      resolve();
    };
    process.on('message', onMessage);
    send('waiting-for-web-build');
  });
}
