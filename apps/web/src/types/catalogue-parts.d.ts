/** One part of a catalogue, cut at build time by the catalogue-parts Vite plugin (apps/web/catalogue-parts.ts). */
declare module 'virtual:i18n-part/*' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
