/** Written by the build (web/build-plugins/self-hosted-fonts.ts). */
declare module "virtual:self-hosted-fonts" {
  export const fontCatalogue: import("./catalogue").FontCatalogue;
}
