import { messages } from '@studyatlas/core';
import { Button } from '../button/button.js';
import { PointingIcon } from '../pointing-icon/pointing-icon.js';

export interface BackButtonProps {
  onBack: () => void;
}

/**
 * The one back control of every screen that has somewhere to go back to: a link-style "‹ Back" in
 * its own row above the screen's heading (hidden in print). The chevron is decoration (it turns in right to left): the
 * accessible name is "Back".
 */
export function BackButton({ onBack }: BackButtonProps) {
  return (
    <div className="sa-back-row">
      <Button variant="link" className="sa-back" part="back" onClick={onBack}>
        <PointingIcon glyph="‹" /> {messages.back}
      </Button>
    </div>
  );
}
