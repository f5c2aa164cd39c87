/** A route parameter as typed (wouter leaves %40 and friends encoded); malformed escapes stay as they are. */
export function decodeParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
