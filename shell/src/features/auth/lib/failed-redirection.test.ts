import { FAILED_REDIRECTION_KEY, isFailedRedirectionPath, isServerPagePath, rememberFailedRedirection, takeFailedRedirection } from './failed-redirection';

beforeEach(() => window.sessionStorage.clear());

test('keeps a path once: take returns it and forgets it', () => {
  rememberFailedRedirection('/projects/4/scopes/9/edit?tab=files');
  expect(window.sessionStorage.getItem(FAILED_REDIRECTION_KEY)).toBe('/projects/4/scopes/9/edit?tab=files');
  expect(takeFailedRedirection()).toBe('/projects/4/scopes/9/edit?tab=files');
  expect(takeFailedRedirection()).toBeNull();
});

test('never keeps an address outside the application', () => {
  rememberFailedRedirection('https://evil.example/');
  rememberFailedRedirection('//evil.example/');
  expect(takeFailedRedirection()).toBeNull();
  window.sessionStorage.setItem(FAILED_REDIRECTION_KEY, '//evil.example/');
  expect(takeFailedRedirection()).toBeNull();
});

test('matches the routes of the spec: TaskReviewApprove, ProjectScopeEdit and TaskSign', () => {
  expect(isFailedRedirectionPath('/tasks/5/contract/review')).toBe(true);
  expect(isFailedRedirectionPath('/projects/1/scopes/2/edit')).toBe(true);
  expect(isFailedRedirectionPath('/tasks/5/sign')).toBe(true);
  expect(isFailedRedirectionPath('/projects')).toBe(false);
});

test('knows the pages the API renders itself (reached by a full page load after sign-in)', () => {
  expect(isServerPagePath('/company-invitation?token=abc')).toBe(true);
  expect(isServerPagePath('/company-invitation')).toBe(true);
  expect(isServerPagePath('/company-invitations')).toBe(false);
  expect(isServerPagePath('/tasks/5/sign')).toBe(false);
});
