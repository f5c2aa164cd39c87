import { favouriteCoursePickerCss } from '../../../kits/favourite-course-picker/favourite-course-picker.css.js';

/** The study preferences section (profile tab S): lists with their row actions, the add forms; led by the favourite-course picker's rules (for the custom elements' shadow roots). */
export const studyCss = /* css */ `${favouriteCoursePickerCss}
.sa-study { display: block; max-width: 100%; }
.sa-study-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-study-form { display: flex; flex-direction: column; gap: calc(var(--sa-spacing) * 2); }
.sa-study-list { padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-surface); min-width: 0; }
.sa-study-list-title { margin: 0 0 var(--sa-spacing); font-size: 18px; }
.sa-study-list-title:focus { outline: none; }
.sa-study-list-title:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 2px; }
.sa-study-hint, .sa-study-empty { margin: 0 0 var(--sa-spacing); color: var(--sa-color-muted); }
.sa-study-error { margin: 0 0 var(--sa-spacing); color: var(--sa-color-danger); font-weight: 600; }
.sa-study-status { margin: 0; color: var(--sa-color-success, var(--sa-color-primary)); font-weight: 600; }
.sa-study-rows { list-style: none; margin: 0 0 var(--sa-spacing); padding: 0; }
.sa-study-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sa-spacing);
  padding: 6px 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-study-row-name { flex: 1 1 160px; min-width: 0; overflow-wrap: anywhere; }
.sa-study-preferred { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; cursor: pointer; }
/* Buttons keep their own height beside an open add form (issue 24). */
.sa-study-row-actions, .sa-study-actions { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--sa-spacing); }
.sa-study-row-error { flex-basis: 100%; }
.sa-study-add-form { margin: var(--sa-spacing) 0 0; padding: var(--sa-spacing); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); min-width: 0; }
.sa-study-footer { justify-content: flex-end; }
`;
