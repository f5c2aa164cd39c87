import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseTimeline } from './course-timeline.js';

describe('CourseTimeline', () => {
  it("labels an offer's text as its conditions and a rejection's as its reason (the workspace gives one)", () => {
    render(
      <CourseTimeline
        course="Master of Design"
        events={[
          { status: 'SUB', at: '2026-02-10T10:00:00.000Z', actor: 'S', conditions: '' },
          { status: 'OFC', at: '2026-02-11T10:00:00.000Z', actor: 'I', conditions: 'IELTS 7.0' },
          { status: 'REJ', at: '2026-02-12T10:00:00.000Z', actor: 'I', conditions: 'Portfolio missing' },
        ]}
      />,
    );
    const texts = screen.getAllByRole('listitem').map((item) => item.querySelector('.sa-timeline-conditions')?.textContent ?? '');
    expect(texts).toEqual(['', 'Conditions: IELTS 7.0', 'Reason: Portfolio missing']);
  });
});
