import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a member's profile image is served (files area); the signed address adds viewer, exp and sig. */
export const FRIEND_IMAGE_PATH = '/api/Image/GetFriendImage';

/** Expiries are rounded up to this step, so one viewer's address of an image is stable (cacheable) for a while. */
const STEP_SECONDS = 300;

/** The query of a signed image address as it arrives (strings, maybe missing or repeated). */
export interface SignedImageQuery {
  id?: unknown;
  prfImage?: unknown;
  viewer?: unknown;
  exp?: unknown;
  sig?: unknown;
}

export interface VerifiedImage {
  /** The member whose image it is. */
  clientId: number;
  /** One of their images, or null for the latest. */
  imageId: number | null;
  /** The member the address was issued to. */
  viewer: number;
  /** Unix seconds after which the address is refused. */
  expires: number;
}

export interface ImageUrls {
  /**
   * GetFriendImage's address for member `viewer` to load member `clientId`'s image in an `<img>`
   * (which cannot send a bearer token): `?id&viewer&exp&sig`, sig = HMAC-SHA256 over the image, the
   * viewer and the expiry. Only members' replies carry one (friend search, list and detail).
   */
  friendImage(viewer: number, clientId: number, imageId?: number | null): string;
  /** The signed address's image when its signature is right and it has not expired; null otherwise. */
  verify(query: SignedImageQuery): VerifiedImage | null;
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);
/** A canonical whole number > 0 ('007' or '1e3' is not one: a signature covers one spelling). */
const wholeNumber = (value: unknown): number | null => {
  const text = first(value);
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
};

/**
 * Signs and checks image addresses with `secret` (at least 32 bytes; derived from the data directory's
 * token secret unless IMAGE_URL_SECRET is set). An address lives `ttlSeconds` (rounded up to 5 minutes).
 */
export function createImageUrls(secret: Uint8Array, ttlSeconds: number, now: () => Date): ImageUrls {
  const key = createHmac('sha256', secret).update('studyatlas friend image urls v1').digest();
  const sign = (clientId: number, imageId: number | null, viewer: number, expires: number) =>
    createHmac('sha256', key).update(`friend-image\n${clientId}\n${imageId ?? ''}\n${viewer}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    friendImage(viewer, clientId, imageId = null) {
      const expires = Math.ceil((nowSeconds() + ttlSeconds) / STEP_SECONDS) * STEP_SECONDS;
      const query = new URLSearchParams({
        id: String(clientId),
        ...(imageId ? { prfImage: String(imageId) } : {}),
        viewer: String(viewer),
        exp: String(expires),
        sig: sign(clientId, imageId, viewer, expires).toString('base64url'),
      });
      return `${FRIEND_IMAGE_PATH}?${query}`;
    },

    verify(query) {
      const clientId = wholeNumber(query.id);
      const viewer = wholeNumber(query.viewer);
      const expires = wholeNumber(query.exp);
      const imageText = first(query.prfImage);
      const imageId = imageText === undefined || imageText === '' ? null : wholeNumber(imageText);
      const sig = first(query.sig);
      if (!clientId || !viewer || !expires || !sig || (imageText && !imageId)) return null;
      const current = nowSeconds();
      // Expired, or further ahead than this server ever signs.
      if (expires <= current || expires > current + ttlSeconds + STEP_SECONDS) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = sign(clientId, imageId, viewer, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { clientId, imageId, viewer, expires };
    },
  };
}
