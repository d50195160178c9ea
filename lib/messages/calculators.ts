/**
 * The affordability calculator's and the payment calculators' labels and validation messages: client
 * code on their pages, so a file apart from the finance catalogue (which takes them in too).
 */
export const calculatorText = {
  netSalary: 'Net monthly salary (₦)',
  downPayment: 'Down payment (₦)',
  installmentOption: 'Instalment option',
  chooseOption: 'Choose an option',
  installmentOptions: { off_plan: 'Off plan', completed: 'Completed', under_construction: 'Under construction' },
  calculate: 'Calculate',
  amountAffordable: 'You can afford a home of up to',
  affordabilityRule: (monthly: string, months: number, down: string) =>
    `${monthly} a month (a third of your net salary) for ${months} months, plus your down payment of ${down}.`,
  affordableHomes: 'Homes for sale within your budget',
  noAffordableHomes: 'No homes for sale are listed at or under this amount yet. Try a larger down payment or another instalment option.',
  browseHomes: 'Browse all homes for sale',
  homePrice: 'Home price (₦)',
  mortgageDown: 'Down payment (₦)',
  interestRate: 'Interest rate (% per year)',
  loanTerm: 'Loan term (years)',
  deposit: 'Initial deposit (₦)',
  months: 'Number of monthly instalments',
  markup: 'Mark-up on the balance (%)',
  markupHint: 'Leave 0 when the developer charges none.',
  amountHint: 'Whole naira; commas are fine.',
  required: 'This is required.',
  notNumber: 'Enter the amount as a number',
  mustBePositive: 'The amount must be more than zero',
  notNegative: 'The amount cannot be negative',
  downBelowPrice: 'The down payment must be less than the home price',
  depositAtMostPrice: 'The deposit cannot be more than the home price',
  rateRange: 'Enter a rate from 0 to 100',
  yearsRange: 'Enter a whole number of years from 1 to 40',
  monthsRange: 'Enter a whole number of months from 1 to 120',
  markupRange: 'Enter a mark-up from 0 to 100',
  optionRequired: 'Choose an instalment option',
};
