import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { $session, getClient, signIn, signOut } from '@studyatlas/core';
import { apiBase } from '../../../test/render.js';
import { DEFAULT_PROFILE_IMAGE, FriendImage } from './friend-image.js';

const imageOf = (container: HTMLElement) => container.querySelector('img')!;

describe('FriendImage', () => {
  it("loads the member's image from the API, decorative and 48 px unless told otherwise", async () => {
    const { container } = render(<FriendImage src="/api/Image/GetFriendImage?id=4" />);
    const image = imageOf(container);
    expect(image.getAttribute('src')).toBe(`${apiBase()}/api/Image/GetFriendImage?id=4`);
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['48', '48']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.className).toBe('sa-friend-image');
    // The server answers an image there for a signed-in member (its default one when the member has none).
    await signIn('student@studyatlas.test', 'StudyAtlas1');
    try {
      const response = await fetch(image.src, { headers: { authorization: `Bearer ${$session.get()!.token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    } finally {
      await signOut();
    }
  });

  it('takes a path without a leading slash, keeps an absolute address, and names the image when asked', () => {
    const { container, rerender } = render(<FriendImage src="api/Image/GetFriendImage?id=9" alt="Profile picture of Wei Chen" size={96} />);
    expect(imageOf(container).getAttribute('src')).toBe(`${getClient().baseUrl}/api/Image/GetFriendImage?id=9`);
    expect(screen.getByRole('img', { name: 'Profile picture of Wei Chen' }).getAttribute('width')).toBe('96');
    rerender(<FriendImage src="https://cdn.example.org/people/9.png" />);
    expect(imageOf(container).getAttribute('src')).toBe('https://cdn.example.org/people/9.png');
  });

  it('falls back to the built-in default profile image when the image cannot be loaded, and tries a new address again', () => {
    const { container, rerender } = render(<FriendImage src="/api/Image/GetFriendImage?id=4" />);
    fireEvent.error(imageOf(container));
    expect(imageOf(container).getAttribute('src')).toBe(DEFAULT_PROFILE_IMAGE);
    expect(DEFAULT_PROFILE_IMAGE.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    fireEvent.error(imageOf(container));
    expect(imageOf(container).getAttribute('src')).toBe(DEFAULT_PROFILE_IMAGE);

    rerender(<FriendImage src="/api/Image/GetFriendImage?id=5" />);
    expect(imageOf(container).getAttribute('src')).toBe(`${apiBase()}/api/Image/GetFriendImage?id=5`);
  });
});
