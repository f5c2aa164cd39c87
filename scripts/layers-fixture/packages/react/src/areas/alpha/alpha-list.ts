import { betaRow } from '../beta/beta-row.js';

export const alphaList = () => [betaRow()];
