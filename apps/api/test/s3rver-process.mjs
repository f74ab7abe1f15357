// `node --openssl-legacy-provider test/s3rver-process.mjs <folder>`: s3rver on a random port of this machine,
// printing its port as one line once it listens, until stdin closes (its parent, test/s3-emulator.ts, ended).
// Its own process because s3rver seals ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 offers
// only with the legacy provider: a flag for this process, not for the test workers.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2], silent: true });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.close();
  process.exit(0);
});
