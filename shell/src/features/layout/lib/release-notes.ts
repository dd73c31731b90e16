// What the first release of the product delivers, shown by the sidebar's Release Notes link.
import { PRODUCT_NAME } from 'shared-contract';

export type ReleaseNotesSection = { title: string; items: string[] };
export type Release = { version: string; title: string; sections: ReleaseNotesSection[] };

export const RELEASES: Release[] = [
  {
    version: '1.0',
    title: `${PRODUCT_NAME} 1.0 — first release`,
    sections: [
      {
        title: 'Accounts and sign-in',
        items: [
          'Sign up a general contractor or sub contractor company and confirm your e-mail with a 4-digit code.',
          'Join a company from an invitation link, sign in, and recover a forgotten password by e-mail.',
          'Pages you are not allowed to open, expired links and too many attempts each get a clear page of their own.',
          'Contact the support team from the Contact us form, also while the platform is under maintenance.',
        ],
      },
      {
        title: 'Workspace',
        items: [
          'A sidebar that shows only the areas your permission group lets you view, folds on wide screens and slides in on phones.',
          'Breadcrumbs, a notification bell that shows when you have unread notifications, and an account menu with your profile and company.',
          'Leaving a form with unsaved changes asks before your work is thrown away.',
        ],
      },
      {
        title: 'Platform administration',
        items: [
          'Operators sign in with a password and an e-mailed code.',
          'A searchable, filterable list of customer companies with block, unblock and delete.',
          'Create a company account and invite its owner; review company details, certifications, licences, offices and subsidiaries.',
          'Switch company features such as Arya on or off, change a company plan, and log in as a company admin with a way back to the admin panel.',
        ],
      },
    ],
  },
];
