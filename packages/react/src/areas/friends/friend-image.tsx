import { useState } from 'react';
import { friendImageUrl } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';

/** The default profile image, built in: shown when a profile image cannot be loaded at all (discovery §8). */
export const DEFAULT_PROFILE_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#e3e8f0"/>' +
      '<circle cx="32" cy="25" r="11" fill="#5b6475"/><path d="M12 54c2-11 10-17 20-17s18 6 20 17z" fill="#5b6475"/></svg>',
  );

export interface FriendImageProps {
  /** The member's pflImage path (GetFriendImage). */
  src: string;
  /** Decorative beside the name unless told otherwise. */
  alt?: string;
  size?: number;
}

/** A member's profile image from GetFriendImage, falling back to the built-in default profile image. */
export function FriendImage({ src, alt = '', size = 48 }: FriendImageProps) {
  useStylesheet('friends', friendsCss);
  const url = friendImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === url ? DEFAULT_PROFILE_IMAGE : url;
  return (
    <img
      className="sa-friend-image"
      part="friend-image"
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        if (shown !== DEFAULT_PROFILE_IMAGE) setFailed(url);
      }}
    />
  );
}
