import { registerDemoSeeder } from './platform/seed.ts';
import { seedCatalogueDemo } from './catalogues/catalogue.demo.ts';
import { seedDemoSecurityProfiles } from './features/security/security.demo.ts';
import { seedDemoBulletins } from './features/bulletins/bulletins.demo.ts';
import { seedHelpdeskDemo } from './features/helpdesk/helpdesk.demo.ts';
import { seedUsersDemo } from './features/users/users.demo.ts';
import { seedWarehouseDemo } from './features/warehouse/previos.demo.ts';
import { seedAuditProfiles } from './features/audits/audits.demo.ts';
import { seedClassificationsDemo } from './features/classifications/classifications.demo.ts';
import { seedVendorShipmentsDemo } from './features/vendor-shipments/vendor-shipments.demo.ts';
import { seedDashboardsDemo } from './features/dashboards/dashboards.demo.ts';

/**
 * The demo data of each area, in the order they depend on each other (catalogues first). Composed here, beside
 * app.ts, so that `platform/` imports no feature (architecture: features depend on the platform, not the reverse).
 * The demo pedimentos are imported after start-up through the M3 importer (app.ts).
 */
registerDemoSeeder('catalogues', 10, seedCatalogueDemo);
registerDemoSeeder('security', 20, (db) => seedDemoSecurityProfiles(db));
registerDemoSeeder('bulletins', 30, (db) => seedDemoBulletins(db));
registerDemoSeeder('helpdesk', 40, (db) => seedHelpdeskDemo(db));
registerDemoSeeder('users', 50, (db) => seedUsersDemo(db));
registerDemoSeeder('warehouse', 60, seedWarehouseDemo);
registerDemoSeeder('audits', 60, (db) => seedAuditProfiles(db));
registerDemoSeeder('classifications', 60, (db) => seedClassificationsDemo(db));
registerDemoSeeder('vendor-shipments', 61, (db) => seedVendorShipmentsDemo(db));
registerDemoSeeder('dashboards', 60, (db) => seedDashboardsDemo(db));
