import { sqliteDatabase } from './databases.js';
import { seedAtScale } from './search.js';
const d = await sqliteDatabase();
const t = performance.now();
await seedAtScale(d.handle, 'SQLite');
console.log('seeded in', ((performance.now() - t) / 1000).toFixed(0), 's; maxRSS', (process.resourceUsage().maxRSS / 1024).toFixed(0), 'MB');
await d.dispose();
process.exit(0);
