/**
 * The document title of a page inside the layout: its name (as the menu and breadcrumb give it) and the app's
 * name. pro-layout finds names only for menu entries, so hidden routes (`/report/*`), wildcard routes
 * (`/user/introduction/*`) and unknown addresses (404) were left with the bare app name.
 */
import { findRouteChain, menuKeyOf, pageChainOf } from './routeTree';

type Translate = (id: string) => string;

/** The page's own name, as the menu and breadcrumb give it: the heading of a page that names none of its own. */
export function pageNameOf(pathname: string, f: Translate): string {
  const chain = findRouteChain(pathname);
  return chain ? f(menuKeyOf(pageChainOf(chain))) : f('pages.404.title');
}

export function documentTitleOf(pathname: string, f: Translate): string {
  const app = f('app.title');
  if (pathname === '/' || pathname === '') return app; // redirected to /home at once
  return `${pageNameOf(pathname, f)} - ${app}`;
}
