import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { eventFilterData, getClient, institutions, institutionLabels } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { InstitutionDetail } from '../institutions/institution-detail.js';

describe('an institution detail’s events', () => {
  it('link to the event detail route', async () => {
    const data = await eventFilterData();
    const institution = data.institutions.find((i) => i.entType === 'I')!;
    const detail = await getClient().call(institutions.instDetail, { query: { legalFk: institution.id } });
    const event = detail.events[0]!;
    const { user } = renderWithProvider(<InstitutionDetail legalFk={institution.id} />);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${institutionLabels.events} \\(`) }));
    const link = screen.getByRole('link', { name: event.eventName });
    expect(link.getAttribute('href')).toBe(`/detail/${institution.id}/${event.locationFk ?? 0}/${event.evtId}`);
  });
});
