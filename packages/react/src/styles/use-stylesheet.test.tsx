import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { apiBase } from '../../test/render.js';
import { coursesCss } from '../areas/courses/courses.css.js';
import { FriendImage } from '../areas/friends/friend-image.js';
import { friendsCss } from '../areas/friends/friends.css.js';
import { injectSheet } from '../inject-styles.js';
import { FavouriteToggleView } from '../kits/favourite-toggle/favourite-toggle.js';
import { favouriteToggleCss } from '../kits/favourite-toggle/favourite-toggle.css.js';
import { findScreensCss } from '../kits/find/find-screens.css.js';
import { StudyAtlasRoot } from '../provider-root.js';
import { StudyAtlasProvider } from '../provider.js';
import { baseCss, providerBaseCss } from './base.js';
import { useStylesheet } from './use-stylesheet.js';

const sheets = () => [...document.head.querySelectorAll('style[id^="studyatlas-styles"]')].map((style) => style.id);
const textOf = (id: string) => document.getElementById(id)?.textContent;

function Courses() {
  useStylesheet('courses', coursesCss);
  return <p className="sa-course-list-total">courses</p>;
}

function Institutions() {
  useStylesheet('find-screens', findScreensCss);
  return <p className="sa-find-total">institutions</p>;
}

const toggle = <FavouriteToggleView label="Nursing" favourite={false} busy={false} onToggle={() => undefined} />;

describe('useStylesheet', () => {
  it("injects an area's sheet once, when a component of the area renders under StudyAtlasProvider", () => {
    const { rerender } = render(<StudyAtlasProvider apiBase={apiBase()} />);
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth']);
    expect(textOf('studyatlas-styles')).toBe(providerBaseCss);

    rerender(
      <StudyAtlasProvider apiBase={apiBase()}>
        <FriendImage src="/img/ana.png" />
        <FriendImage src="/img/rui.png" />
        {toggle}
      </StudyAtlasProvider>,
    );
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth', 'studyatlas-styles-favourite-toggle', 'studyatlas-styles-friends']);
    expect(textOf('studyatlas-styles-friends')).toBe(friendsCss);
    expect(textOf('studyatlas-styles-favourite-toggle')).toBe(favouriteToggleCss);

    // Re-rendered, unmounted and mounted again, under a second provider: still one of each.
    rerender(
      <>
        <StudyAtlasProvider apiBase={apiBase()}>{toggle}</StudyAtlasProvider>
        <StudyAtlasProvider apiBase={apiBase()} globals={false}>
          <FriendImage src="/img/eva.png" />
        </StudyAtlasProvider>
      </>,
    );
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth', 'studyatlas-styles-favourite-toggle', 'studyatlas-styles-friends']);
  });

  it('keeps the order of the whole stylesheet, whatever order the areas render in', () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            more
          </button>
          {shown && <Institutions />}
        </>
      );
    }
    const { getByRole } = render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <Courses />
        <Later />
      </StudyAtlasProvider>,
    );
    // The courses' insertion effect ran before the provider's: the base still comes first.
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth', 'studyatlas-styles-courses']);
    act(() => getByRole('button', { name: 'more' }).click());
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth', 'studyatlas-styles-find-screens', 'studyatlas-styles-courses']);
  });

  it("stays in front of sheets the page adds later (Leaflet's)", () => {
    injectSheet('base', baseCss);
    const leaflet = document.createElement('style');
    leaflet.id = 'leaflet';
    document.head.append(leaflet);
    injectSheet('friends', friendsCss);
    expect([...document.head.querySelectorAll('style')].map((style) => style.id).slice(-3)).toEqual(['studyatlas-styles', 'studyatlas-styles-friends', 'leaflet']);
    leaflet.remove();
  });

  it('injects nothing under StudyAtlasRoot (custom elements adopt their sheets) or with injectStyles={false}', () => {
    render(
      <>
        <StudyAtlasRoot apiBase={apiBase()}>
          <FriendImage src="/img/ana.png" />
          {toggle}
        </StudyAtlasRoot>
        <StudyAtlasProvider apiBase={apiBase()} injectStyles={false} globals={false}>
          <Courses />
        </StudyAtlasProvider>
      </>,
    );
    expect(sheets()).toEqual([]);
  });
});
