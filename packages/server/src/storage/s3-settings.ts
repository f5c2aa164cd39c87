/** Where the S3 store keeps files: a bucket at an S3-compatible endpoint, addressed path-style. */
export interface S3Settings {
  /** The endpoint's origin, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_REGION = 'us-east-1';
const SHAPE = 'https://KEY:SECRET@host[:port]/bucket?region=REGION';

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * S3_URL (`https://KEY:SECRET@host/bucket?region=…`, path-style) with the credentials in it or in
 * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; undefined without S3_URL. Errors never quote the URL,
 * which may hold the secret.
 */
export function s3SettingsFrom(env: Env): S3Settings | undefined {
  const value = nonEmpty(env.S3_URL);
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_URL is not a URL: it must look like ${SHAPE}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_URL must start with https:// or http://, got "${url.protocol}//"`);
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(path)) {
    throw new Error(`S3_URL must name one bucket as its path (3 to 63 lower-case letters, digits, dots or hyphens), as in ${SHAPE}`);
  }
  const accessKeyId = decodeURIComponent(url.username) || nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = decodeURIComponent(url.password) || nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(`S3_URL has no credentials: put KEY:SECRET@ in it (${SHAPE}) or set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
  }
  const unknown = [...url.searchParams.keys()].filter((name) => name !== 'region');
  if (unknown.length) throw new Error(`S3_URL takes only ?region=…, got "${unknown.join('", "')}"`);
  return { endpoint: url.origin, bucket: path, region: nonEmpty(url.searchParams.get('region') ?? undefined) ?? DEFAULT_REGION, accessKeyId, secretAccessKey };
}
