/** Addresses of the usage documents: `/user/introduction/<slug>`. */

/** The slug part of `/user/introduction/<slug>`: no surrounding slashes; empty means the default document. */
export function slugFromRoute(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}

export const documentPath = (slug: string) => `/user/introduction/${slug}`;
