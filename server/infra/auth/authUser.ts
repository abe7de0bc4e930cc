/** The signed-in user as endpoint handlers see it. */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  role: string;
  isAdmin: boolean;
  /** Effective granted route paths (administrators: every gated path). */
  paths: Set<string>;
  sessionId: string;
}
