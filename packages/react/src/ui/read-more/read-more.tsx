import { EXPANDED_LIMIT, TRUNCATE_AT, assertTruncateLimit, isTruncated, messages, truncate } from '@studyatlas/core';
import { useId, useState } from 'react';
import { Button } from '../button/button.js';
import { cx } from '../internal/class-names.js';
import { withLabels } from '../internal/labels.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { readMoreCss } from './read-more.css.js';

export interface ReadMoreLabels {
  readMore: string;
  readLess: string;
}

export interface ReadMoreProps {
  text: string;
  /** Characters shown collapsed (default 200). */
  limit?: number;
  /** Characters shown at most once expanded (default 10,000). */
  expandedLimit?: number;
  labels?: Partial<ReadMoreLabels>;
  className?: string;
}

/** Read at render: the words of the current locale. */
const defaultLabels = (): ReadMoreLabels => ({ readMore: messages.readMore, readLess: messages.readLess });

/**
 * A description cut at 200 characters with a Read more / Read less toggle; expanded it shows up to
 * 10,000 characters (specification §9). Line breaks in the text are kept. Limits that are not whole
 * numbers above 0, or a collapsed limit above the expanded one, throw (a programming error, §8).
 */
export function ReadMore({ text, limit = TRUNCATE_AT, expandedLimit = EXPANDED_LIMIT, labels: labelOverrides, className }: ReadMoreProps) {
  useStylesheet('read-more', readMoreCss);
  const labels = withLabels(defaultLabels(), labelOverrides);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  assertTruncateLimit(expandedLimit);
  if (limit > expandedLimit) {
    throw new Error(`StudyAtlas read more: limit ${limit} is above the expanded limit ${expandedLimit}`);
  }
  const long = isTruncated(text, limit);
  const shown = truncate(text, expanded ? expandedLimit : limit);
  return (
    <div className={cx('sa-read-more', className)} part="read-more">
      <p id={`sa-read-more-${textId}`} className="sa-read-more-text" dir="auto">
        {shown}
      </p>
      {long && (
        <Button
          variant="link"
          className="sa-read-more-toggle"
          aria-expanded={expanded}
          aria-controls={`sa-read-more-${textId}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.readLess : labels.readMore}
        </Button>
      )}
    </div>
  );
}
