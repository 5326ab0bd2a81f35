import type { Catalog } from '@dpms/shared/i18n';

/**
 * Bangla for every message the server itself writes to people (errors, holds, refunds, uploads,
 * sign-in), keyed by the English text, which stays the source. `{name}` marks a part that
 * varies; the Bangla may use ICU MessageFormat around it. The shared package's validation
 * messages have their own catalog (`@dpms/shared/messages-bn`); a test checks that every
 * message in the server's source is in one of the two (catalog.test.ts).
 *
 * Terms, as the department uses them: স্টুডেন্ট আইডি, শিক্ষক আইডি, ইভেন্ট, ক্লাব, পেমেন্ট,
 * রিফান্ড, পেমেন্ট গেটওয়ে, অ্যাডমিন, লগইন, বিভাগীয় অফিস, রসিদ, ট্রানজেকশন আইডি.
 */
export const SERVER_BN: Catalog = {
  // The error handler's own words
  'The request is not valid.': 'অনুরোধটি সঠিক নয়।',
  'This value is not valid.': 'এই মানটি সঠিক নয়।',
  'is not valid': 'সঠিক নয়',
  'Something went wrong on our side.': 'আমাদের দিকে একটি সমস্যা হয়েছে।',
  'Something went wrong on our side. Please try again. (Reference: {reference})':
    'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন। (রেফারেন্স: {reference})',
  'The upload could not be read: the form data is incomplete or malformed.':
    'আপলোড করা ফাইলটি পড়া যায়নি: ফর্মের তথ্য অসম্পূর্ণ বা ত্রুটিপূর্ণ।',
  'A value in the request cannot be stored. Please check what you entered.':
    'দেওয়া তথ্যের একটি মান সংরক্ষণ করা যাচ্ছে না। অনুগ্রহ করে যা লিখেছেন তা আবার দেখুন।',
  'DPMS cannot reach its database for a moment. Nothing was changed; please try again shortly.':
    'DPMS এই মুহূর্তে ডেটাবেসের সঙ্গে যোগাযোগ করতে পারছে না। কিছুই পরিবর্তন হয়নি; একটু পরে আবার চেষ্টা করুন।',
  'The upload is too large.': 'আপলোড করা ফাইলটি অনেক বড়।',
  'That content type is not accepted.': 'এই ধরনের কনটেন্ট গ্রহণ করা হয় না।',
  'Too many attempts. Please wait a minute and try again.':
    'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'Too many attempts. Please wait {seconds} seconds and try again.':
    'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {seconds} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
  'The address is too long.': 'ঠিকানাটি অনেক লম্বা।',
  'The address is not valid.': 'ঠিকানাটি সঠিক নয়।',
  'No such endpoint: {method} {path}': 'এমন কোনো ঠিকানা নেই: {method} {path}',
  'This address is not written the usual way. Please use the link as given.':
    'ঠিকানাটি স্বাভাবিক নিয়মে লেখা নয়। অনুগ্রহ করে যে লিংক দেওয়া হয়েছে সেটিই ব্যবহার করুন।',
  'This request came from another site and was refused.': 'অনুরোধটি অন্য একটি সাইট থেকে এসেছে, তাই গ্রহণ করা হয়নি।',
  'Not a valid id': 'আইডিটি সঠিক নয়',

  // Who may do what
  'Please sign in to continue.': 'চালিয়ে যেতে অনুগ্রহ করে লগইন করুন।',
  'You do not have permission to do that.': 'এই কাজটি করার অনুমতি আপনার নেই।',
  'Not found.': 'খুঁজে পাওয়া যায়নি।',
  'Set up two-factor sign-in before using the admin pages.': 'অ্যাডমিন পাতাগুলো ব্যবহারের আগে টু-ফ্যাক্টর লগইন চালু করুন।',
  'Enter the code from your authenticator app to use the admin pages.':
    'অ্যাডমিন পাতাগুলো ব্যবহার করতে আপনার অথেনটিকেটর অ্যাপের কোডটি লিখুন।',
  'For this, please enter a code from your authenticator app: the last one was entered more than {window} ago.':
    'এ কাজের জন্য অনুগ্রহ করে আপনার অথেনটিকেটর অ্যাপের একটি কোড লিখুন: শেষ কোডটি {window}েরও আগে লেখা হয়েছিল।',
  '{count} minutes': '{count} মিনিট',
  '1 minute': '১ মিনিট',
  '{count} seconds': '{count} সেকেন্ড',
  'This code has been used already. Wait for the next code in your authenticator app.':
    'এই কোডটি আগেই ব্যবহার করা হয়েছে। অথেনটিকেটর অ্যাপে পরের কোডটির জন্য অপেক্ষা করুন।',
  'The code is not correct. Check your authenticator app and try again.':
    'কোডটি সঠিক নয়। অথেনটিকেটর অ্যাপটি দেখে আবার চেষ্টা করুন।',
  'Two-factor sign-in is not set up for this account.': 'এই অ্যাকাউন্টে টু-ফ্যাক্টর লগইন চালু করা হয়নি।',
  'Only student accounts can pay for events and clubs.':
    'কেবল শিক্ষার্থীদের অ্যাকাউন্ট থেকেই ইভেন্ট ও ক্লাবের ফি দেওয়া যায়।',

  // Sign-in and passwords
  'The e-mail or password is not correct.': 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়।',
  'This link has expired or was already used. Please ask for a new one.':
    'লিংকটির মেয়াদ শেষ হয়ে গেছে অথবা এটি আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন লিংক চেয়ে নিন।',
  'No account uses this e-mail address.': 'এই ই-মেইল ঠিকানায় কোনো অ্যাকাউন্ট নেই।',
  'The current password is not correct.': 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  'This sign-in method is not available.': 'লগইনের এই পদ্ধতিটি চালু নেই।',
  'Something went wrong. Please try again.': 'একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'This password is too common and easy to guess. Please choose another one.':
    'এই পাসওয়ার্ডটি খুব প্রচলিত, সহজেই আন্দাজ করা যায়। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড বেছে নিন।',
  'Too many wrong passwords. Please wait {seconds} seconds and try again, or reset your password.':
    'অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। অনুগ্রহ করে {seconds} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করুন।',

  // Registration and profile
  'This Student ID cannot be registered with this e-mail address. If it is yours, sign in or reset your password; otherwise please contact the department office.':
    'এই ই-মেইল ঠিকানা দিয়ে এই স্টুডেন্ট আইডিতে নিবন্ধন করা যাবে না। আইডিটি আপনার হলে লগইন করুন বা পাসওয়ার্ড রিসেট করুন; তা না হলে অনুগ্রহ করে বিভাগীয় অফিসে যোগাযোগ করুন।',
  'Please use your university e-mail address (one ending in @{domain}).':
    'অনুগ্রহ করে বিশ্ববিদ্যালয়ের দেওয়া ই-মেইল ঠিকানা ব্যবহার করুন (যেটির শেষে @{domain} আছে)।',
  'An account already uses this Teacher ID.': 'এই শিক্ষক আইডি দিয়ে ইতিমধ্যে একটি অ্যাকাউন্ট খোলা আছে।',
  'An account already uses this ID.': 'এই আইডি দিয়ে ইতিমধ্যে একটি অ্যাকাউন্ট খোলা আছে।',
  'Your profile already has a student ID.': 'আপনার প্রোফাইলে ইতিমধ্যে একটি স্টুডেন্ট আইডি আছে।',

  // Users and the student ID list (admins)
  'This user does not exist (any more).': 'এই ব্যবহারকারীর অ্যাকাউন্ট নেই (বা মুছে ফেলা হয়েছে)।',
  'You cannot delete your own account.': 'নিজের অ্যাকাউন্ট নিজে মুছে ফেলা যায় না।',
  'At least one admin must remain.': 'অন্তত একজন অ্যাডমিন থাকতেই হবে।',
  'Your account is no longer an admin, so this was not done.': 'আপনার অ্যাকাউন্ট আর অ্যাডমিন নয়, তাই কাজটি করা হয়নি।',
  'This student ID is used by an account.': 'এই স্টুডেন্ট আইডি একটি অ্যাকাউন্টে ব্যবহৃত হচ্ছে।',
  'This student ID is not on the list.': 'এই স্টুডেন্ট আইডি তালিকায় নেই।',
  'Choose a text or CSV file to import, in the field named file.':
    'ইমপোর্ট করার জন্য file নামের ঘরে একটি টেক্সট বা CSV ফাইল দিন।',
  'The file is larger than {size} MB.': 'ফাইলটি {size} মেগাবাইটের চেয়ে বড়।',
  'The file must be plain text or CSV, one student ID a line.':
    'ফাইলটি সাধারণ টেক্সট বা CSV হতে হবে, প্রতি লাইনে একটি করে স্টুডেন্ট আইডি।',

  // Events, clubs, announcements
  'This event does not exist.': 'এই ইভেন্টটি নেই।',
  'This event was removed and can no longer be changed.':
    'এই ইভেন্টটি সরিয়ে ফেলা হয়েছে, তাই আর পরিবর্তন করা যাবে না।',
  'This club does not exist.': 'এই ক্লাবটি নেই।',
  'This club was removed and can no longer be changed.': 'এই ক্লাবটি সরিয়ে ফেলা হয়েছে, তাই আর পরিবর্তন করা যাবে না।',
  'This announcement does not exist.': 'এই নোটিশটি নেই।',
  'Registration is closed for this event.': 'এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে।',
  'This event has already departed.': 'এই ইভেন্টের যাত্রা ইতিমধ্যে শুরু হয়ে গেছে।',
  'All seats are taken.': 'সব আসন পূর্ণ হয়ে গেছে।',

  // Uploads
  'Choose an image to upload.': 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
  'The image is larger than {size} MB.': 'ছবিটি {size} মেগাবাইটের চেয়ে বড়।',
  'Only JPEG, PNG, WebP or GIF images are accepted.': 'কেবল JPEG, PNG, WebP বা GIF ছবি গ্রহণ করা হয়।',
  'Send one image, in the field named image, and nothing else.':
    'image নামের ঘরে শুধু একটি ছবি পাঠান, অন্য কিছু নয়।',
  'The image could not be read.': 'ছবিটি পড়া যায়নি।',
  'This notification is larger than {size} KB and was not accepted.':
    'এই নোটিফিকেশনটি {size} কিলোবাইটের চেয়ে বড়, তাই গ্রহণ করা হয়নি।',

  // Waiting list
  'This event still has seats: register instead.': 'এই ইভেন্টে এখনও আসন খালি আছে: সরাসরি নিবন্ধন করুন।',
  'You are already on the waiting list for this event.': 'আপনি এই ইভেন্টের অপেক্ষমাণ তালিকায় আগে থেকেই আছেন।',
  'You are not on the waiting list for this event.': 'আপনি এই ইভেন্টের অপেক্ষমাণ তালিকায় নেই।',
  'No such event.': 'এমন কোনো ইভেন্ট নেই।',

  // Checkout
  'Complete your profile with your student ID and batch before paying.':
    'পেমেন্ট করার আগে প্রোফাইলে আপনার স্টুডেন্ট আইডি ও ব্যাচ যোগ করুন।',
  'This club does not exist or is no longer taking payments.': 'এই ক্লাবটি নেই, অথবা এখন আর পেমেন্ট নিচ্ছে না।',
  'This event does not exist or is no longer taking registrations.':
    'এই ইভেন্টটি নেই, অথবা এখন আর নিবন্ধন নিচ্ছে না।',
  'You have already paid for this event.': 'এই ইভেন্টের ফি আপনি আগেই পরিশোধ করেছেন।',
  'Your payment for this event is being reviewed by the department. You will not be charged twice: wait for their answer before paying again.':
    'এই ইভেন্টের জন্য আপনার পেমেন্টটি বিভাগ যাচাই করছে। আপনার কাছ থেকে দুবার টাকা কাটা হবে না: আবার পেমেন্ট করার আগে বিভাগের উত্তরের অপেক্ষা করুন।',
  'The payment could not be started: the payment gateway refused it ({reason}). Nothing was charged. Please tell the department office.':
    'পেমেন্ট শুরু করা যায়নি: পেমেন্ট গেটওয়ে এটি গ্রহণ করেনি ({reason})। কোনো টাকা কাটা হয়নি। অনুগ্রহ করে বিভাগীয় অফিসকে জানান।',
  'The payment gateway is not answering right now. Nothing was charged; please try again in a minute.':
    'পেমেন্ট গেটওয়ে এই মুহূর্তে সাড়া দিচ্ছে না। কোনো টাকা কাটা হয়নি; অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',

  // Held payments (the reasons are stored in English and shown to admins)
  'The event was full when this payment arrived: refund it, or add a seat and accept it.':
    'এই পেমেন্ট আসার সময় ইভেন্টের সব আসন পূর্ণ ছিল: টাকা রিফান্ড করুন, অথবা একটি আসন বাড়িয়ে পেমেন্টটি গ্রহণ করুন।',
  'Already registered for this event with another payment: refund this one.':
    'অন্য একটি পেমেন্টে এই ইভেন্টে আগেই নিবন্ধন হয়েছে: এই পেমেন্টটি রিফান্ড করুন।',
  'The account was deleted before this payment arrived: refund it.':
    'এই পেমেন্ট আসার আগেই অ্যাকাউন্টটি মুছে ফেলা হয়েছিল: টাকা রিফান্ড করুন।',
  'Gateway answer does not match': 'পেমেন্ট গেটওয়ের উত্তরের সঙ্গে মিলছে না',
  'Gateway answer does not match: {details}': 'পেমেন্ট গেটওয়ের উত্তরের সঙ্গে মিলছে না: {details}',
  'Flagged as risky by the gateway: {risk}': 'পেমেন্ট গেটওয়ে এটিকে ঝুঁকিপূর্ণ হিসেবে চিহ্নিত করেছে: {risk}',
  'risk level 1': 'ঝুঁকির মাত্রা ১',
  'No such payment.': 'এমন কোনো পেমেন্ট নেই।',
  'No such payment of yours.': 'আপনার এমন কোনো পেমেন্ট নেই।',
  // Tickets and check-in (modules/tickets)
  'No ticket for that payment.': 'এই পেমেন্টের কোনো টিকিট নেই।',
  'This is not a valid DPMS ticket: the code may be mistyped or forged. Do not let this person board.':
    'এটি DPMS-এর বৈধ টিকিট নয়: কোডটি ভুল লেখা বা জাল হতে পারে। এই ব্যক্তিকে যাত্রায় উঠতে দেবেন না।',
  'This ticket was refunded and is no longer valid.': 'এই টিকিটের টাকা রিফান্ড করা হয়েছে, তাই টিকিটটি আর বৈধ নয়।',
  'This ticket is being refunded and is no longer valid.':
    'এই টিকিটের টাকা রিফান্ড করা হচ্ছে, তাই টিকিটটি আর বৈধ নয়।',
  'This registration is not paid, so the ticket is not valid.':
    'এই নিবন্ধনের টাকা পরিশোধ করা হয়নি, তাই টিকিটটি বৈধ নয়।',
  'This ticket is for another event: {event}.': 'এই টিকিটটি অন্য একটি ইভেন্টের: {event}।',
  'No receipt for that payment.': 'এই পেমেন্টের কোনো রসিদ নেই।',
  'Only a held payment can be accepted.': 'কেবল আটকে রাখা পেমেন্টই গ্রহণ করা যায়।',
  'The gateway did not confirm this amount, so it cannot be accepted: refund it instead.':
    'পেমেন্ট গেটওয়ে এই টাকার পরিমাণ নিশ্চিত করেনি, তাই এটি গ্রহণ করা যাবে না: এর বদলে টাকা রিফান্ড করুন।',
  'This payment changed meanwhile (a refund, perhaps): reload it.':
    'এর মধ্যে পেমেন্টটিতে পরিবর্তন হয়েছে (সম্ভবত রিফান্ড): পাতাটি আবার লোড করুন।',
  'Still held: {reason}': 'এখনো আটকে আছে: {reason}',

  // Refunds
  'The gateway did not confirm the refund. It is kept as Refund processing so it cannot be paid out twice; check the SSLCommerz merchant panel, then try again if it is not there.':
    'পেমেন্ট গেটওয়ে রিফান্ড নিশ্চিত করেনি। দুবার টাকা ফেরত যাওয়া ঠেকাতে এটি "রিফান্ড প্রক্রিয়াধীন" অবস্থায় রাখা হয়েছে; SSLCommerz মার্চেন্ট প্যানেল দেখুন, সেখানে না থাকলে আবার চেষ্টা করুন।',
  'This payment was already refunded.': 'এই পেমেন্টের টাকা আগেই রিফান্ড করা হয়েছে।',
  'The gateway is already processing a refund of this payment.':
    'পেমেন্ট গেটওয়ে এই পেমেন্টের একটি রিফান্ড ইতিমধ্যে প্রক্রিয়া করছে।',
  'Only a paid or held payment can be refunded.': 'কেবল পরিশোধিত বা আটকে রাখা পেমেন্টই রিফান্ড করা যায়।',
  'The gateway gave no bank transaction for this payment.':
    'পেমেন্ট গেটওয়ে এই পেমেন্টের কোনো ব্যাংক ট্রানজেকশন জানায়নি।',
  'A refund of this payment was sent moments ago. Wait a few minutes before trying again.':
    'এই পেমেন্টের রিফান্ডের অনুরোধ একটু আগেই পাঠানো হয়েছে। আবার চেষ্টা করার আগে কয়েক মিনিট অপেক্ষা করুন।',
  'A refund of this payment is already under way.': 'এই পেমেন্টের রিফান্ড ইতিমধ্যে চলছে।',
  'The payment gateway is not answering; nothing was refunded. Try again later.':
    'পেমেন্ট গেটওয়ে সাড়া দিচ্ছে না; কোনো টাকা রিফান্ড হয়নি। পরে আবার চেষ্টা করুন।',
  'The gateway refused the refund: {reason}': 'পেমেন্ট গেটওয়ে রিফান্ডটি গ্রহণ করেনি: {reason}',
  'no reason given': 'কোনো কারণ জানানো হয়নি',
  'The gateway cancelled the refund: refund it again, or keep the payment.':
    'পেমেন্ট গেটওয়ে রিফান্ডটি বাতিল করেছে: আবার রিফান্ড করুন, অথবা পেমেন্টটি রেখে দিন।',
  'Only an unconfirmed refund can be given a reference.': 'কেবল অনিশ্চিত রিফান্ডেই রেফারেন্স যোগ করা যায়।',
  'The gateway knows no refund with that reference.': 'এই রেফারেন্সে কোনো রিফান্ড পেমেন্ট গেটওয়ের কাছে নেই।',
  'The payment gateway is not answering. Try again later.': 'পেমেন্ট গেটওয়ে সাড়া দিচ্ছে না। পরে আবার চেষ্টা করুন।',
  'That refund belongs to another transaction, not to this payment.':
    'এই রিফান্ডটি অন্য একটি ট্রানজেকশনের, এই পেমেন্টের নয়।',
  'This refund changed meanwhile; reload it.': 'এর মধ্যে রিফান্ডটিতে পরিবর্তন হয়েছে; পাতাটি আবার লোড করুন।',
  'The payment gateway is not answering right now. Nothing was changed; please check again in a minute.':
    'পেমেন্ট গেটওয়ে এই মুহূর্তে সাড়া দিচ্ছে না। কিছুই বদলায়নি; এক মিনিট পরে আবার যাচাই করুন।',
};
