// @types/react-dom types the renderer as "react-dom/server" only; the browser build is it.
declare module "react-dom/server.browser" {
  export * from "react-dom/server";
}
