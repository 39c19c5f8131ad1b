// Vite's ?raw import of a data file (worker/test/usda-foods.ts): the file's text. Ambient
// (no imports here), so the wildcard declares a module rather than augmenting one.
declare module "*.ndjson?raw" {
  const text: string;
  export default text;
}
