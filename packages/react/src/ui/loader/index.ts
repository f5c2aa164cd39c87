export { Loader, type LoaderProps } from './loader.js';
export { LOADER_DELAY_MS, LOADER_DOWNLOAD_MAX_MS, LOADER_MAX_MS, useLoader, type LoaderTiming } from './use-loader.js';
export { loaderCss } from './loader.css.js';
