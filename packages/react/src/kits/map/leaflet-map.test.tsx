import { describe, expect, it, vi } from 'vitest';
import type { MapRecord } from '@studyatlas/core';
import { popupContent } from './leaflet-map.js';

const campus: MapRecord = {
  iconType: 'ICON4',
  continent: 'Europe',
  country: 'France',
  state: 'Île-de-France',
  city: 'Paris',
  position: { lat: 48.85, lng: 2.35 },
  locationCount: 1,
  legalFk: 7,
  locationFk: 70,
  name: 'Université de Paris',
  address: '1 Rue de la Paix',
  phone: null,
  webAddress: null,
  linkStatus: true,
};
const links = { detailHref: () => '/instdetail/7', onOpenDetail: vi.fn() };

describe('a map popup under right to left (issue 28)', () => {
  it("takes the widget's direction, while the place's name keeps its own", () => {
    const box = popupContent(campus, links, 'rtl');
    expect(box.dir).toBe('rtl');
    expect(box.querySelector('.sa-map-popup-name')?.getAttribute('dir')).toBe('auto');
    expect(box.querySelector('.sa-map-popup-name')?.textContent).toBe('Université de Paris');
    expect(popupContent(campus, links, 'ltr').dir).toBe('ltr');
  });
});
