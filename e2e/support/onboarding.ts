// The signed-in user's onboarding flags (auth/onboarding), set from a page's own session as the app
// does (session cookie + XSRF header). A sub contractor's welcome tour opens a second after the app
// loads and covers the page: tests about something else mark it seen first.
import type { Page } from 'playwright-core';

export async function setWelcomeTourSeen(page: Page, seen = true): Promise<void> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/v1/auth/onboarding', {
    data: { welcome_video_seen: seen },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), accept: 'application/json' },
  });
  if (res.status() !== 200) throw new Error(`auth/onboarding answered ${res.status()}`);
}
