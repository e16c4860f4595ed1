// hls.js ships its light build (no subtitles, alternate audio or DRM: a third smaller) without a types entry in
// its exports map; it has the same API as the full build.
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
