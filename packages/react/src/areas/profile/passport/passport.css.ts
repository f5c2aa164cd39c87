/** The profile's passport tab (PassportSection): record lists, dialogs' field grids, the refusal block. */
export const profilePassportCss = /* css */ `
.sa-passport-tab { display: block; position: relative; min-width: 0; }
.sa-passport-block { margin: 0 0 calc(var(--sa-spacing) * 3); min-width: 0; }
.sa-passport-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); }
.sa-passport-title { margin: 0; font-size: 20px; line-height: 1.25; }
.sa-passport-empty { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-passport-rows { list-style: none; margin: 0; padding: 0; }
.sa-passport-row { padding: var(--sa-spacing) 0; border-bottom: 1px solid var(--sa-color-border); min-width: 0; }
.sa-passport-row-title { margin: 0 0 4px; font-weight: 600; overflow-wrap: anywhere; }
.sa-passport-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 4px calc(var(--sa-spacing) * 2); margin: 0 0 var(--sa-spacing); }
.sa-passport-facts > div { min-width: 0; overflow-wrap: anywhere; }
.sa-passport-facts dt { color: var(--sa-color-muted); font-size: 13px; }
.sa-passport-facts dd { margin: 0; }
.sa-passport-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); }
.sa-passport-form { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); gap: 0 calc(var(--sa-spacing) * 2); min-width: 0; }
.sa-passport-wide { grid-column: 1 / -1; min-width: 0; }
.sa-passport-visa-block { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); gap: 0 calc(var(--sa-spacing) * 2); margin: 0 0 var(--sa-spacing); padding: var(--sa-spacing); border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); min-width: 0; }
.sa-passport-visa-block > legend { padding: 0 4px; font-weight: 600; }
.sa-passport-textarea { width: 100%; min-height: 80px; resize: vertical; }
.sa-passport-refusal { display: grid; gap: 0; max-width: 640px; min-width: 0; }
`;
