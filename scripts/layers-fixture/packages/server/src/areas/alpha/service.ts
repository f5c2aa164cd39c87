import { betaQuery } from '../beta/queries.js';

export const alphaService = () => betaQuery();
