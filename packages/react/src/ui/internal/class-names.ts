/** Joins the truthy class names: `cx('sa-button', busy && 'is-busy')`. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
