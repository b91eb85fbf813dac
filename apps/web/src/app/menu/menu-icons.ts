import {
  IconBuilding,
  IconBuildingWarehouse,
  IconCertificate,
  IconChecklist,
  IconDeviceDesktop,
  IconHome,
  IconLifebuoy,
  IconPackage,
  IconPlane,
  IconSettings,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';

/**
 * Icons by name: the route table stays plain data (and out of the login bundle); only the
 * menu, which loads with the app layout, imports the icon components.
 */
export const MENU_ICONS = {
  home: IconHome,
  truck: IconTruck,
  building: IconBuilding,
  lifebuoy: IconLifebuoy,
  users: IconUsers,
  device: IconDeviceDesktop,
  certificate: IconCertificate,
  checklist: IconChecklist,
  settings: IconSettings,
  package: IconPackage,
  warehouse: IconBuildingWarehouse,
  plane: IconPlane,
};

export type MenuIconName = keyof typeof MENU_ICONS;
