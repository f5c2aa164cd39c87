import { sqliteDatabase } from './databases.js';
import { seedFigures } from './api.js';
import { messagingFigures } from './messaging.js';
import { reportBudgets } from './budgets.js';
const small = await sqliteDatabase();
try { await seedFigures(small.handle); await messagingFigures(small.handle, small.dataDir); } finally { await small.dispose(); }
reportBudgets();
