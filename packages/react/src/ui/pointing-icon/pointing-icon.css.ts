/** A glyph that points along the line: left to right always inside, turned as a whole under dir=rtl. */
export const pointingIconCss = /* css */ `
.sa-pointing { display: inline-block; direction: ltr; unicode-bidi: isolate; }
.sa-pointing:dir(rtl) { transform: scaleX(-1); }
`;
