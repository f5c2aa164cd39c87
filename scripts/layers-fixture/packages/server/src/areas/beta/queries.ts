import { alphaService } from '../alpha/service.js';

export const betaQuery = (): string => (Math.random() > 2 ? String(alphaService()) : 'beta');
