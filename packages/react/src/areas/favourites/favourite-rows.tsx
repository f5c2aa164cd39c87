import type { ReactNode } from 'react';
import { format, formatDisplayDate, formatMoney, favouriteMessages } from '@studyatlas/core';
import type { FavouriteList } from '../../kits/favourite-toggle/types.js';
import { Link } from '../../navigation/link.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouritesCss } from './favourites.css.js';

/** What one favourite row shows: its name linking to the detail route, and a few facts. */
export interface FavouriteRowView {
  preferenceId: number;
  name: string;
  to: string;
  facts: string[];
  /** A course row's intake: the row offers Apply. */
  intakeId?: number;
}

const joined = (...parts: Array<string | null | undefined>): string => parts.filter((part) => part && part.trim()).join(', ');

/** The rows of any category, with the specification's detail routes. */
export function favouriteRowsOf(list: FavouriteList): FavouriteRowView[] {
  switch (list.category) {
    case 'C':
      return list.favourites.map((row) => ({
        preferenceId: row.preferenceId,
        name: row.courseName,
        to: `/coudetail/${row.courseId}/${row.campusId}/${row.intakeId}`,
        intakeId: row.intakeId,
        facts: [row.institutionName, joined(row.campusName, row.city, row.country), format(favouriteMessages.favouriteStarts, { date: formatDisplayDate(row.startDate) }), row.studyMode],
      }));
    case 'I':
    case 'A': {
      const route = list.category === 'I' ? '/instdetail' : '/agentdetail';
      return list.favourites.map((row) => ({
        preferenceId: row.preferenceId,
        name: row.name,
        to: `${route}/${row.legalId}`,
        facts: [joined(row.city, row.country)],
      }));
    }
    case 'E':
      return list.favourites.map((row) => ({
        preferenceId: row.preferenceId,
        name: row.name,
        to: `/detail/${row.legalId}/${row.locationId ?? 0}/${row.eventId}`,
        facts: [
          row.organiserName,
          joined(row.city, row.country),
          format(favouriteMessages.favouriteDates, { from: formatDisplayDate(row.dateFrom), to: formatDisplayDate(row.dateTo) }),
        ],
      }));
    case 'S':
      return list.favourites.map((row) => ({
        preferenceId: row.preferenceId,
        name: row.name,
        to: `/schdetail/${row.scholarshipId}`,
        facts: [
          row.institutionName,
          row.country,
          row.amount === null ? '' : formatMoney(row.amount, row.currency),
          format(favouriteMessages.favouriteCloses, { date: formatDisplayDate(row.closeDate) }),
        ],
      }));
  }
}

export interface FavouriteRowsProps {
  rows: readonly FavouriteRowView[];
  /** Actions of a row (the remove button). */
  actions: (row: FavouriteRowView) => ReactNode;
}

export function FavouriteRows({ rows, actions }: FavouriteRowsProps) {
  useStylesheet('favourites', favouritesCss);
  return (
    <ul className="sa-favourite-list">
      {rows.map((row) => (
        <li key={row.preferenceId} className="sa-favourite-row" part="favourite-row">
          <div className="sa-favourite-main">
            <Link to={row.to} className="sa-favourite-name">
              <bdi>{row.name}</bdi>
            </Link>
            <span className="sa-favourite-facts">{row.facts.filter(Boolean).join(' · ')}</span>
          </div>
          <div className="sa-favourite-actions">{actions(row)}</div>
        </li>
      ))}
    </ul>
  );
}
