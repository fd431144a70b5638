import { maintenanceLabels } from '../../contract/vocabulary';
import { inEveryLanguage } from './catalogue';

/**
 * What general and mandatory maintenance say alike: the fields they share, the vehicle picker and
 * the "no vehicles" sentences. Each of the two resources spreads these into its own messages, so
 * react-admin finds them under `resources.<resource>.*` and the shared parts read them from there.
 */
export const maintenanceMessages = inEveryLanguage({
  en: {
    fields: {
      ...maintenanceLabels.en,
      vehicle_id: 'Vehicle',
      actions: 'Actions',
    },
    archived_vehicle_note: 'This vehicle is archived. The record may keep it; new records need an active vehicle.',
    no_vehicles_title: 'No vehicles available',
    no_vehicles_description: 'Add an active vehicle first, then record its maintenance.',
  },
  de: {
    fields: {
      ...maintenanceLabels.de,
      vehicle_id: 'Fahrzeug',
      actions: 'Aktionen',
    },
    archived_vehicle_note: 'Dieses Fahrzeug ist archiviert. Der Eintrag darf es behalten; neue Einträge brauchen ein aktives Fahrzeug.',
    no_vehicles_title: 'Keine Fahrzeuge verfügbar',
    no_vehicles_description: 'Legen Sie zuerst ein aktives Fahrzeug an und erfassen Sie dann dessen Wartung.',
  },
  al: {
    fields: {
      ...maintenanceLabels.al,
      vehicle_id: 'Automjeti',
      actions: 'Veprimet',
    },
    archived_vehicle_note: 'Ky automjet është arkivuar. Regjistrimi mund ta mbajë; regjistrimet e reja kanë nevojë për një automjet aktiv.',
    no_vehicles_title: 'Nuk ka automjete në dispozicion',
    no_vehicles_description: 'Shtoni fillimisht një automjet aktiv, pastaj regjistroni mirëmbajtjen e tij.',
  },
});
