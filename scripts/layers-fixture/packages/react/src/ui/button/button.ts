import { alphaList } from '../../areas/alpha/alpha-list.js';

export const button = () => alphaList();
