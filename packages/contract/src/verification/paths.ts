/** Slider check and verification codes by email and SMS. Paths the spec does not show are ours and marked so. */
export const VerificationPaths = {
  /** ours: a slider puzzle that must be solved before a code is sent */
  sliderChallenge: '/visitor/v2/captcha/getSlider',
  /** spec name: proves the slider was solved; returns the one-use token a code request needs */
  getLimitVerificationToken: '/visitor/v2/account/getLimitVerificationToken',
  getEmailCode: '/visitor/v2/account/getEmailCode',
  getSmsCode: '/visitor/v2/account/getSmsCode',
  validateEmail: '/visitor/v2/account/validateEmail',
  validateMobile: '/visitor/v2/account/validateMobile',
  /** ours, development only (404 when NODE_ENV=production): the dev outbox of mail and SMS */
  devOutbox: '/dev/outbox',
  /**
   * ours, development only (404 when NODE_ENV=production): the answer of a slider puzzle, so browser
   * journeys can drag the handle to the right place the way a person would
   */
  devSliderAnswer: '/dev/slider-answer',
} as const;
