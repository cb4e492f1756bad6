import type { LegalDocument } from './legal-document';

export const terms = {
  title: 'Terms & Conditions',
  updated: '2025',
  intro: [
    'Welcome to BBG! These terms and conditions outline the rules and regulations for the use of the BBG website.',
    'By accessing this website we assume you accept these terms and conditions. Do not continue to use the BBG website if you do not agree to take all of the terms and conditions stated on this page. Use of this website is free of charge.',
  ],
  sections: [
    {
      heading: 'Cookies',
      paragraphs: [
        'We employ the use of cookies. By accessing the BBG website, you agreed to use cookies in agreement with the BBG Privacy Policy.',
        'Most interactive websites use cookies to let us retrieve the user\u2019s details for each visit. Cookies are used by our website to enable the functionality of certain areas to make it easier for people visiting our website. Some of our affiliate/advertising partners may also use cookies.',
      ],
    },
    {
      heading: 'License',
      paragraphs: [
        'Unless otherwise stated, BBG and/or its licensors own the intellectual property rights for all material on this website. All intellectual property rights are reserved. You may access this from the BBG website for your own personal use subjected to restrictions set in these terms and conditions.',
        'You must not:',
      ],
      list: [
        'Republish material from the BBG website',
        'Sell, rent or sub-license material from the BBG website',
        'Reproduce, duplicate or copy material from the BBG website',
        'Redistribute content from the BBG website',
      ],
    },
    {
      heading: 'Hyperlinking to our Content',
      paragraphs: [
        'The following organizations may link to our website without prior written approval:',
      ],
      list: [
        'Government agencies',
        'Search engines',
        'News organizations',
        'Online directory distributors may link to our website in the same manner as they hyperlink to the websites of other listed businesses',
        'System-wide accredited businesses, except soliciting non-profit organizations, charity shopping malls, and charity fundraising groups which may not hyperlink to our website',
      ],
    },
    {
      heading: 'Link approval',
      paragraphs: [
        'Other organizations may ask to link to our website by sending an email to BBG. Please include your name, your organization name, contact information as well as the URL of your site, a list of any URLs from which you intend to link to our website, and a list of the URLs on our site to which you would like to link. Wait 2-3 weeks for a response.',
        'Approved organizations may hyperlink to our website by use of our corporate name, by use of the uniform resource locator being linked to, or by use of any other description of our website being linked to that makes sense within the context and format of content on the linking party\u2019s site. No use of BBG\u2019s logo or other artwork will be allowed for linking absent a trademark license agreement.',
      ],
    },
    {
      heading: 'iFrames',
      paragraphs: [
        'Without prior approval and written permission, you may not create frames around our web pages that alter in any way the visual presentation or appearance of our website.',
      ],
    },
    {
      heading: 'Content Liability',
      paragraphs: [
        'We shall not be held responsible for any content that appears on your website. You agree to protect and defend us against all claims that are rising on your website. No link(s) should appear on any website that may be interpreted as libelous, obscene or criminal, or which infringes, otherwise violates, or advocates the infringement or other violation of, any third party rights.',
      ],
    },
    {
      heading: 'Your Privacy',
      paragraphs: ['Please read our Privacy Policy.'],
    },
    {
      heading: 'Reservation of Rights',
      paragraphs: [
        'We reserve the right to request that you remove all links or any particular link to our website. You approve to immediately remove all links to our website upon request. We also reserve the right to amend these terms and conditions and its linking policy at any time. By continuously linking to our website, you agree to be bound to and follow these linking terms and conditions.',
      ],
    },
    {
      heading: 'Removal of links from our website',
      paragraphs: [
        'If you find any link on our website that is offensive for any reason, you are free to contact and inform us at any moment. We will consider requests to remove links but we are not obligated to do so or to respond to you directly.',
        'We do not ensure that the information on this website is correct, we do not warrant its completeness or accuracy; nor do we promise to ensure that the website remains available or that the material on the website is kept up to date.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'To the maximum extent permitted by applicable law, we exclude all representations, warranties and conditions relating to our website and the use of this website. Nothing in this disclaimer will limit or exclude our or your liability for death or personal injury; limit or exclude our or your liability for fraud or fraudulent misrepresentation; limit any of our or your liabilities in any way that is not permitted under applicable law; or exclude any of our or your liabilities that may not be excluded under applicable law.',
        'These terms and conditions are governed by and construed in accordance with the laws of the Netherlands, and you irrevocably submit to the exclusive jurisdiction of the courts in that location.',
        'As long as the website and the information and services on the website are provided free of charge, we will not be liable for any loss or damage of any nature.',
      ],
    },
  ],
} as const satisfies LegalDocument;
