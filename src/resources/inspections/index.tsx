import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const InspectionFill = lazyScreen(() => import('./fill/InspectionFill').then((module) => module.InspectionFill));
const InspectionShow = lazyScreen(() => import('./show/InspectionShow').then((module) => module.InspectionShow));

/**
 * The inspections' list; filling a form in for a vehicle at `inspections/create?vehicleId=…&formId=…`;
 * one read back at `inspections/<id>/show`.
 */
export const inspectionScreens: Screens = {
  list: lazyScreen(() => import('./InspectionList').then((module) => module.InspectionList)),
  routes: (
    <>
      <Route path="create" element={<InspectionFill />} />
      <Route path=":id/show" element={<InspectionShow />} />
    </>
  ),
};
