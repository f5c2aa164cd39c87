import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { $locale, $localeChoice, institutionLabels } from '@studyatlas/core';
import { usePseudoLocale } from '../../../test/english-left.js';
import { PinMap } from './pin-map.js';

describe("the campus map's zoom buttons (issue 28)", () => {
  afterEach(() => {
    $localeChoice.set(null);
    $locale.set('en');
  });

  it("carry the catalogue's words in the page's language, as every map of ours does (Leaflet's own are English)", async () => {
    const english = [institutionLabels.mapZoomIn, institutionLabels.mapZoomOut];
    await usePseudoLocale();
    const pseudo = [institutionLabels.mapZoomIn, institutionLabels.mapZoomOut];
    expect(pseudo).not.toEqual(english);
    render(<PinMap position={{ latitude: 51.5, longitude: -0.12 }} label="Campus position" onMove={() => undefined} />);
    const zoomIn = await waitFor(() => {
      const button = document.querySelector<HTMLAnchorElement>('.leaflet-control-zoom-in');
      expect(button).not.toBeNull();
      return button!;
    });
    expect([zoomIn.title, document.querySelector<HTMLAnchorElement>('.leaflet-control-zoom-out')!.title]).toEqual(pseudo);
    expect(document.querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);
  });
});
