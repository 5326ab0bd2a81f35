import type { Locale } from '../locale.ts';
import { type Catalog, createTranslator } from './translate.ts';

/**
 * Bangla for every message of the shared package (MESSAGES and the schemas' validation texts),
 * keyed by the English text. Written as a Bangladeshi university department writes to its
 * students (স্টুডেন্ট আইডি, ইভেন্ট, ক্লাব, পেমেন্ট, ফি), not word for word. Kept out of the main
 * entry so the web loads it only for Bangla (`@dpms/shared/messages-bn`).
 */
export const SHARED_BN: Catalog = {
  // SPEC sections 5 and 8 (messages.ts)
  'This field is required': 'এই ঘরটি পূরণ করা আবশ্যক',
  'Email is not verified': 'ই-মেইল এখনো যাচাই করা হয়নি',
  'Invalid Student ID. Please enter a valid Student ID.':
    'স্টুডেন্ট আইডিটি সঠিক নয়। অনুগ্রহ করে সঠিক স্টুডেন্ট আইডি দিন।',
  'The email address is already in use.': 'এই ই-মেইল ঠিকানা দিয়ে ইতিমধ্যে একটি অ্যাকাউন্ট খোলা হয়েছে।',
  'Registration successful. Please check your email for verification.':
    'নিবন্ধন সম্পন্ন হয়েছে। যাচাইয়ের জন্য অনুগ্রহ করে আপনার ই-মেইল দেখুন।',
  'Warning: Before login Your email Verify Please.': 'সতর্কতা: লগইন করার আগে অনুগ্রহ করে আপনার ই-মেইল যাচাই করুন।',
  'Please enter a valid email address': 'অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন',
  'Password is required': 'পাসওয়ার্ড দিতে হবে',
  'Password must be at least 8 characters long': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'Passwords do not match': 'দুটি পাসওয়ার্ড মিলছে না',
  'Teacher ID is required': 'শিক্ষক আইডি দিতে হবে',
  'Name is required': 'নাম দিতে হবে',
  'Role is required': 'পদ বেছে নিতে হবে',
  'Monthly price is required': 'মাসিক ফি দিতে হবে',
  'Yearly price is required': 'বার্ষিক ফি দিতে হবে',
  'Failed to add tour': 'ইভেন্ট যোগ করা যায়নি',
  'Failed to add club': 'ক্লাব যোগ করা যায়নি',
  'Failed to upload image': 'ছবি আপলোড করা যায়নি',
  'Failed to get image URL': 'ছবির লিংক পাওয়া যায়নি',
  'Tour added successfully': 'ইভেন্ট সফলভাবে যোগ করা হয়েছে',
  'Club added successfully': 'ক্লাব সফলভাবে যোগ করা হয়েছে',
  'Only teachers can be promoted to admin.': 'কেবল শিক্ষকদেরই অ্যাডমিন করা যায়।',
  'An error occurred while promoting the user to admin.': 'ব্যবহারকারীকে অ্যাডমিন করার সময় একটি সমস্যা হয়েছে।',
  'An error occurred while deleting the user.': 'ব্যবহারকারীকে মুছে ফেলার সময় একটি সমস্যা হয়েছে।',
  'An email with reset instructions has been sent to your inbox.':
    'পাসওয়ার্ড রিসেট করার নির্দেশনাসহ একটি ই-মেইল আপনার ইনবক্সে পাঠানো হয়েছে।',
  'Please Check your email and reset your password': 'অনুগ্রহ করে আপনার ই-মেইল দেখে পাসওয়ার্ড রিসেট করুন',
  'Your changes have been saved': 'আপনার পরিবর্তনগুলো সংরক্ষণ করা হয়েছে',
  'Please log in to explore and make payments.': 'সবকিছু দেখতে ও পেমেন্ট করতে অনুগ্রহ করে লগইন করুন।',
  'Stay up-to-date with important payment deadlines and never miss a payment again.':
    'পেমেন্টের গুরুত্বপূর্ণ শেষ তারিখগুলোর খোঁজ রাখুন, যাতে আর কোনো পেমেন্ট বাদ না পড়ে।',

  // The schemas' own validation texts
  'Remove the invisible control characters from this field': 'এই ঘর থেকে অদৃশ্য নিয়ন্ত্রণ-অক্ষরগুলো মুছে ফেলুন',
  'At most {max} characters': 'সর্বোচ্চ {max}টি অক্ষর লেখা যাবে',
  'Not a valid identifier': 'শনাক্তকারীটি সঠিক নয়',
  'Password must be at most 128 characters long': 'পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে',
  'Name must be at most 100 characters': 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  'Teacher ID must be at most 20 digits': 'শিক্ষক আইডি সর্বোচ্চ ২০ অঙ্কের হতে পারে',
  'Teacher ID must be a number': 'শিক্ষক আইডিতে কেবল অঙ্ক থাকবে',
  'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)':
    'অনুগ্রহ করে একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন (01XXXXXXXXX)',
  'Upload the photo first, then save it': 'আগে ছবিটি আপলোড করুন, তারপর সংরক্ষণ করুন',
  'Search for at most 32 characters': 'অনুসন্ধানে সর্বোচ্চ ৩২টি অক্ষর লিখুন',
  'Each entry has at most 64 characters': 'প্রতিটি এন্ট্রিতে সর্বোচ্চ ৬৪টি অক্ষর থাকতে পারে',
  'Enter at least one student ID': 'অন্তত একটি স্টুডেন্ট আইডি লিখুন',
  'Add at most 10,000 student IDs at once; import a file for more':
    'একবারে সর্বোচ্চ ১০,০০০টি স্টুডেন্ট আইডি যোগ করা যায়; এর বেশি হলে ফাইল থেকে ইমপোর্ট করুন',
  'Upload an image first': 'আগে একটি ছবি আপলোড করুন',
  'Amounts are whole poisha': 'টাকার অঙ্ক পয়সা পর্যন্ত দেওয়া যায়, এর ভগ্নাংশ নয়',
  'The amount must be at least Tk 10': 'টাকার পরিমাণ কমপক্ষে ৳১০ হতে হবে',
  'The amount must be at most Tk 500,000': 'টাকার পরিমাণ সর্বোচ্চ ৳৫,০০,০০০ হতে পারে',
  'Use a date like 2026-12-31': 'তারিখটি 2026-12-31 ধাঁচে লিখুন',
  'That date does not exist': 'এমন কোনো তারিখ ক্যালেন্ডারে নেই',
  'At least 1 seat': 'কমপক্ষে ১টি আসন থাকতে হবে',
  'At least 1 hour': 'কমপক্ষে ১ ঘণ্টা হতে হবে',
  'At most 168 hours (7 days)': 'সর্বোচ্চ ১৬৮ ঘণ্টা (৭ দিন) হতে পারে',
  'Enter the ticket code': 'টিকিটের কোডটি লিখুন',
  'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX':
    'বাংলাদেশি মোবাইল নম্বর দিন: 01XXXXXXXXX অথবা +8801XXXXXXXXX',
  'Give a reason of at least 5 characters': 'কমপক্ষে ৫ অক্ষরে কারণটি লিখুন',
  'A refund reference is at most 64 characters': 'রিফান্ড রেফারেন্স সর্বোচ্চ ৬৪ অক্ষরের হতে পারে',
  'Use a date like 2026-11-25': 'তারিখ এভাবে লিখুন: 2026-11-25',
  'A refund reference has only letters, digits, - and _':
    'রিফান্ড রেফারেন্সে কেবল ইংরেজি বর্ণ, অঙ্ক, - ও _ থাকতে পারে',
};

const translate = createTranslator([SHARED_BN]);

/**
 * The message in the given language: Bangla from the catalog (with its values carried over),
 * the English unchanged for English, and for a message the catalog does not hold.
 */
export function localizeMessage(englishMessage: string, locale: Locale): string {
  if (locale === 'en') return englishMessage;
  return translate(englishMessage) ?? englishMessage;
}
