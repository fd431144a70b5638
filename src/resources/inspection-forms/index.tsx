import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const InspectionFormEditor = lazyScreen(() => import('./InspectionFormEditor').then((module) => module.InspectionFormEditor));

/** The forms' list, and a form's page: `inspection-forms/create` for a new one, `inspection-forms/<id>` for one made. */
export const inspectionFormScreens: Screens = {
  list: lazyScreen(() => import('./InspectionFormList').then((module) => module.InspectionFormList)),
  routes: (
    <>
      <Route path="create" element={<InspectionFormEditor />} />
      <Route path=":id" element={<InspectionFormEditor />} />
    </>
  ),
};
