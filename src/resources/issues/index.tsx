import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const IssuePage = lazyScreen(() => import('./IssuePage').then((module) => module.IssuePage));

/** The issues' list, and an issue's page at `issues/<id>/show`. */
export const issueScreens: Screens = {
  list: lazyScreen(() => import('./IssueList').then((module) => module.IssueList)),
  routes: <Route path=":id/show" element={<IssuePage />} />,
};
