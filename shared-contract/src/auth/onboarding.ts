// Onboarding flags kept on the user (GET / POST auth/onboarding): what the user has already been
// shown, remembered by the server so it does not come back in another browser. POST merges the given
// keys into what is stored.
import * as yup from 'yup';

/** The sub contractor's welcome tour (000 section 2) has been closed once. */
export const onboardingSchema = yup.object({
  welcome_video_seen: yup.boolean().typeError('The welcome video seen field must be true or false.'),
});
export type Onboarding = yup.InferType<typeof onboardingSchema>;
