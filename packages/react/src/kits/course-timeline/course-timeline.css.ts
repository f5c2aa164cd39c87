/** A course's dated timeline (my applications, the partner workspace). */
export const courseTimelineCss = /* css */ `
.sa-timeline { margin: 0 0 var(--sa-spacing); padding: 0; padding-inline-start: 18px; border-inline-start: 2px solid var(--sa-color-border); list-style: none; }
.sa-timeline-event { position: relative; padding: 2px 0 6px; color: var(--sa-color-muted); }
.sa-timeline-event::before {
  content: '';
  position: absolute;
  inset-inline-start: -25px;
  top: 8px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: var(--sa-color-border);
}
.sa-timeline-event.is-current { color: var(--sa-color-text); font-weight: 600; }
.sa-timeline-event.is-current::before { background: var(--sa-color-primary); }
.sa-timeline-date { margin-inline-start: 6px; font-weight: 400; }
.sa-timeline-conditions { margin: 4px 0 0; font-weight: 400; }
`;
