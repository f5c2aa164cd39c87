/** A translation area's module: core/i18n/translations/<locale>/<area>.ts. */
const TRANSLATION_AREA = /i18n[\\/]translations[\\/]([\w-]+)[\\/]([\w-]+)\.ts$/;

/**
 * The script-tag bundle loads a locale's words area by area (core's `loadWordsByArea`): each area's
 * chunk is named after its locale and area (`words-es-courses-<hash>.js`), so a page's network log and
 * `npm run bench` tell which words a page loads. `pattern` is the build's own chunk pattern.
 */
export function wordsChunkFileNames(pattern: string): (chunk: { facadeModuleId: string | null }) => string {
  return (chunk) => {
    const area = TRANSLATION_AREA.exec(chunk.facadeModuleId ?? '');
    return area ? pattern.replace('[name]', `words-${area[1]}-${area[2]}`) : pattern;
  };
}
