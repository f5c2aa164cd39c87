import { Fragment } from 'react';
import { PointingIcon } from '../../ui/pointing-icon/pointing-icon.js';

/** A form's categories, outermost first: each name in its own direction, the separators pointing along the line. */
export function CategoryPath({ path }: { path: readonly string[] }) {
  return path.map((name, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          {' '}
          <PointingIcon glyph="›" />{' '}
        </>
      )}
      <bdi>{name}</bdi>
    </Fragment>
  ));
}
