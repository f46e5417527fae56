// The words the scale seed (scripts/lib/scale-seed.ts) draws from: Indian first names and surnames, each in Latin
// letters and in Devanagari (a Hindi page's visitor often types their name in Devanagari), and the short texts the
// request forms carry (notes, messages, reasons) in English and Hindi. Invented data: no real person is meant.

/** [Latin, Devanagari] */
export type NamePair = readonly [string, string];

export const FEMALE_NAMES: readonly NamePair[] = pairs(`
Aarti आरती|Aditi अदिति|Aishwarya ऐश्वर्या|Akanksha आकांक्षा|Alka अलका|Amrita अमृता|Anjali अंजलि|Ankita अंकिता
Anita अनीता|Anju अंजू|Anuradha अनुराधा|Anushka अनुष्का|Aparna अपर्णा|Archana अर्चना|Asha आशा|Ayesha आयशा
Bhavna भावना|Chitra चित्रा|Deepa दीपा|Deepika दीपिका|Divya दिव्या|Durga दुर्गा|Farida फ़रीदा|Gayatri गायत्री
Geeta गीता|Heena हीना|Ishita इशिता|Jaya जया|Jyoti ज्योति|Kajal काजल|Kalpana कल्पना|Kamala कमला|Kavita कविता
Kiran किरण|Komal कोमल|Lakshmi लक्ष्मी|Lata लता|Madhu मधु|Mamta ममता|Manisha मनीषा|Meena मीना|Meera मीरा|Megha मेघा
Monika मोनिका|Nandini नंदिनी|Neelam नीलम|Neha नेहा|Nidhi निधि|Nisha निशा|Pallavi पल्लवी|Pooja पूजा|Poonam पूनम
Prachi प्राची|Pratibha प्रतिभा|Preeti प्रीति|Priya प्रिया|Priyanka प्रियंका|Radha राधा|Rakhi राखी|Rani रानी
Rashmi रश्मि|Rekha रेखा|Renu रेणु|Reshma रेशमा|Ritu रितु|Rupa रूपा|Sadhana साधना|Sakshi साक्षी|Sangeeta संगीता
Sarita सरिता|Savita सविता|Seema सीमा|Shabnam शबनम|Shalini शालिनी|Shanti शांति|Sharmila शर्मिला|Shilpa शिल्पा
Shobha शोभा|Shreya श्रेया|Shweta श्वेता|Simran सिमरन|Sneha स्नेहा|Sonal सोनल|Sonia सोनिया|Sudha सुधा|Suman सुमन
Sunita सुनीता|Sushma सुषमा|Swati स्वाति|Tanvi तन्वी|Tanya तान्या|Uma उमा|Usha उषा|Vandana वंदना|Varsha वर्षा
Vidya विद्या|Vineeta विनीता|Yamini यामिनी|Zainab ज़ैनब|Lalita ललिता|Malti मालती|Padma पद्मा|Parvati पार्वती
Pushpa पुष्पा|Revathi रेवती|Saroj सरोज|Shakuntala शकुंतला|Sulochana सुलोचना|Vimala विमला|Anamika अनामिका
Bhumika भूमिका|Garima गरिमा|Harpreet हरप्रीत|Jasleen जसलीन|Khushboo ख़ुशबू|Mehak महक|Nazia नाज़िया|Rukhsar रुख़सार
Tabassum तबस्सुम|Bhagyashree भाग्यश्री|Chhaya छाया|Indu इंदु|Jayanti जयंती|Kusum कुसुम|Manju मंजू|Nirmala निर्मला
Pramila प्रमिला|Rajni रजनी|Shashi शशि|Urmila उर्मिला
`);

export const MALE_NAMES: readonly NamePair[] = pairs(`
Aakash आकाश|Abhishek अभिषेक|Aditya आदित्य|Ajay अजय|Akhil अखिल|Alok आलोक|Amit अमित|Amitabh अमिताभ|Anand आनंद
Anil अनिल|Ankit अंकित|Anuj अनुज|Arjun अर्जुन|Arun अरुण|Ashok अशोक|Ashish आशीष|Atul अतुल|Balaji बालाजी|Bharat भरत
Chandan चंदन|Deepak दीपक|Dev देव|Dinesh दिनेश|Gaurav गौरव|Girish गिरीश|Gopal गोपाल|Hari हरि|Harish हरीश|Hemant हेमंत
Imran इमरान|Irfan इरफ़ान|Jagdish जगदीश|Jatin जतिन|Jitendra जितेंद्र|Kamal कमल|Karan करण|Kartik कार्तिक|Kishore किशोर
Krishna कृष्णा|Kunal कुणाल|Lalit ललित|Mahesh महेश|Manish मनीष|Manoj मनोज|Mohan मोहन|Mohit मोहित|Mukesh मुकेश
Naresh नरेश|Naveen नवीन|Nikhil निखिल|Nitin नितिन|Pankaj पंकज|Paras पारस|Pawan पवन|Pradeep प्रदीप|Prakash प्रकाश
Pramod प्रमोद|Prashant प्रशांत|Praveen प्रवीण|Rahul राहुल|Rajesh राजेश|Rajiv राजीव|Rakesh राकेश|Ram राम|Ramesh रमेश
Ravi रवि|Rohit रोहित|Sachin सचिन|Sandeep संदीप|Sanjay संजय|Santosh संतोष|Satish सतीश|Saurabh सौरभ|Shankar शंकर
Shyam श्याम|Siddharth सिद्धार्थ|Subhash सुभाष|Sudhir सुधीर|Sumit सुमित|Sunil सुनील|Suresh सुरेश|Tarun तरुण
Tushar तुषार|Umesh उमेश|Varun वरुण|Vijay विजय|Vikas विकास|Vikram विक्रम|Vinay विनय|Vinod विनोद|Vishal विशाल
Vivek विवेक|Yash यश|Yogesh योगेश|Zafar ज़फ़र|Arvind अरविंद|Bhupendra भूपेंद्र|Dharmendra धर्मेंद्र|Gurpreet गुरप्रीत
Harpal हरपाल|Jaswant जसवंत|Kamlesh कमलेश|Mahendra महेंद्र|Narendra नरेंद्र|Omprakash ओमप्रकाश|Raghav राघव
Ranjit रणजीत|Sameer समीर|Shahid शाहिद|Faisal फ़ैसल|Salman सलमान|Asif आसिफ़|Venkatesh वेंकटेश|Srinivas श्रीनिवास
Murali मुरली|Senthil सेंथिल|Suraj सूरज|Tejas तेजस|Uday उदय|Yusuf यूसुफ़|Abdul अब्दुल|Bhaskar भास्कर|Chetan चेतन
Devendra देवेंद्र|Ganesh गणेश|Hitesh हितेश|Jayant जयंत|Keshav केशव|Lokesh लोकेश|Madhav माधव|Niraj नीरज|Rupesh रूपेश
`);

export const SURNAMES: readonly NamePair[] = pairs(`
Sharma शर्मा|Verma वर्मा|Gupta गुप्ता|Singh सिंह|Kumar कुमार|Yadav यादव|Mishra मिश्रा|Pandey पांडेय|Tiwari तिवारी
Shukla शुक्ला|Dubey दुबे|Chaturvedi चतुर्वेदी|Trivedi त्रिवेदी|Dwivedi द्विवेदी|Srivastava श्रीवास्तव|Saxena सक्सेना
Agarwal अग्रवाल|Bansal बंसल|Goyal गोयल|Jain जैन|Mittal मित्तल|Khandelwal खंडेलवाल|Maheshwari माहेश्वरी|Chauhan चौहान
Rathore राठौर|Rajput राजपूत|Thakur ठाकुर|Chaudhary चौधरी|Malik मलिक|Khan ख़ान|Ansari अंसारी|Qureshi क़ुरैशी
Siddiqui सिद्दीक़ी|Sheikh शेख़|Mirza मिर्ज़ा|Kapoor कपूर|Khanna खन्ना|Malhotra मल्होत्रा|Mehra मेहरा|Arora अरोड़ा
Bhatia भाटिया|Chopra चोपड़ा|Sethi सेठी|Ahuja आहूजा|Grover ग्रोवर|Sahni साहनी|Gill गिल|Sandhu संधू|Sidhu सिद्धू
Dhillon ढिल्लों|Grewal ग्रेवाल|Bajwa बाजवा|Patel पटेल|Shah शाह|Mehta मेहता|Desai देसाई|Joshi जोशी|Bhatt भट्ट
Parekh पारेख|Modi मोदी|Amin अमीन|Kulkarni कुलकर्णी|Deshpande देशपांडे|Patil पाटिल|Jadhav जाधव|Pawar पवार
Shinde शिंदे|More मोरे|Gaikwad गायकवाड़|Kale काले|Sawant सावंत|Naik नाइक|Bhosale भोसले|Chavan चव्हाण|Banerjee बनर्जी
Chatterjee चटर्जी|Mukherjee मुखर्जी|Bose बोस|Das दास|Dutta दत्ता|Ghosh घोष|Sen सेन|Roy रॉय|Chakraborty चक्रवर्ती
Bhattacharya भट्टाचार्य|Sarkar सरकार|Mondal मंडल|Saha साहा|Paul पॉल|Nair नायर|Menon मेनन|Pillai पिल्लई|Kurup कुरुप
Iyer अय्यर|Iyengar अयंगर|Krishnan कृष्णन|Subramanian सुब्रमण्यम|Raman रमन|Rao राव|Reddy रेड्डी|Naidu नायडू
Hegde हेगड़े|Shetty शेट्टी|Gowda गौड़ा|Kamath कामत|Pai पई|Murthy मूर्ति|Prasad प्रसाद|Sinha सिन्हा|Jha झा
Mahato महतो|Tripathi त्रिपाठी|Upadhyay उपाध्याय|Awasthi अवस्थी|Bajpai बाजपेयी|Dixit दीक्षित|Nigam निगम
Bhardwaj भारद्वाज|Kashyap कश्यप|Rawat रावत|Negi नेगी|Bisht बिष्ट|Pant पंत|Bhandari भंडारी|Rana राणा|Tomar तोमर
Solanki सोलंकी|Parmar परमार|Vaghela वाघेला|Dave दवे|Vyas व्यास|Purohit पुरोहित|Soni सोनी|Sahu साहू|Nayak नायक
Mohanty मोहंती|Panda पांडा|Behera बेहरा|Hussain हुसैन|Rizvi रिज़वी|Naqvi नक़वी|Fernandes फ़र्नांडिस|D'Souza डिसूज़ा
Pereira परेरा|Thomas थॉमस|George जॉर्ज|Mathew मैथ्यू|Varghese वर्गीज़|Chandra चंद्रा|Dhawan धवन|Garg गर्ग
Kohli कोहली|Luthra लूथरा|Oberoi ओबेरॉय|Puri पुरी|Talwar तलवार|Wadhwa वाधवा|Bhalla भल्ला
`);

function pairs(text: string): NamePair[] {
  return text
    .split(/[|\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const space = item.indexOf(' ');
      return [item.slice(0, space), item.slice(space + 1)] as const;
    });
}

/** Where people's addresses are: mostly the big free providers. */
export const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.co.in',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'rediffmail.com',
  'icloud.com',
];

/** [English, Hindi] texts, by what they are. */
export type Texts = readonly (readonly [string, string])[];

export const CALLBACK_NOTES: Texts = [
  ['Please call after 6 pm.', 'कृपया शाम 6 बजे के बाद कॉल करें।'],
  ['It is for my mother, she is 68.', 'मेरी माँ के लिए, उनकी उम्र 68 साल है।'],
  ['I want to show my blood sugar reports.', 'मुझे अपनी ब्लड शुगर की रिपोर्ट दिखानी है।'],
  ['Follow-up after last month’s consultation.', 'पिछले महीने की सलाह के बाद फ़ॉलो-अप।'],
  ['Fever for three days, need advice.', 'तीन दिन से बुख़ार है, सलाह चाहिए।'],
  ['Please call on WhatsApp if possible.', 'हो सके तो व्हाट्सऐप पर कॉल करें।'],
  ['My father needs a second opinion on his biopsy report.', 'पिताजी की बायोप्सी रिपोर्ट पर दूसरी राय चाहिए।'],
  ['Need a consultation for my 4 year old son.', 'मेरे 4 साल के बेटे के लिए सलाह चाहिए।'],
  ['BP is high since last week.', 'पिछले हफ़्ते से बीपी ज़्यादा है।'],
  ['Can the doctor speak Tamil?', 'क्या डॉक्टर हिंदी में बात कर सकते हैं?'],
  ['Skin rash on arms, want to show photos.', 'बाँहों पर दाने हैं, फ़ोटो दिखाना चाहता हूँ।'],
  ['Weekend call preferred.', 'शनिवार या रविवार को कॉल करें।'],
];

export const DOCTOR_SPECIALIZATIONS: Texts = [
  ['Cardiologist', 'हृदय रोग विशेषज्ञ'],
  ['Dermatologist', 'त्वचा रोग विशेषज्ञ'],
  ['Paediatrician', 'बाल रोग विशेषज्ञ'],
  ['Gynaecologist', 'स्त्री रोग विशेषज्ञ'],
  ['Diabetologist', 'डायबिटीज़ विशेषज्ञ'],
  ['Oncologist', 'कैंसर विशेषज्ञ'],
  ['Psychiatrist', 'मनोचिकित्सक'],
  ['General Physician', 'जनरल फ़िज़िशियन'],
  ['Endocrinologist', 'हार्मोन रोग विशेषज्ञ'],
  ['Orthopaedic', 'हड्डी रोग विशेषज्ञ'],
  ['ENT specialist', 'नाक-कान-गला विशेषज्ञ'],
  ['Neurologist', 'न्यूरोलॉजिस्ट'],
];

export const DOCTOR_REQUIREMENTS: Texts = [
  ['A woman doctor, please.', 'कृपया महिला डॉक्टर।'],
  ['Someone who speaks Hindi.', 'जो हिंदी में बात करें।'],
  ['Evening slot on a weekday.', 'किसी कार्यदिवस पर शाम का समय।'],
  ['Thyroid and weight gain for a year.', 'एक साल से थायरॉइड और वज़न बढ़ना।'],
  ['Chest pain on climbing stairs, ECG done.', 'सीढ़ियाँ चढ़ने पर सीने में दर्द, ईसीजी हो चुका है।'],
  ['Child has recurring cough.', 'बच्चे को बार-बार खाँसी होती है।'],
  ['Anxiety and poor sleep for months.', 'कई महीनों से घबराहट और नींद की कमी।'],
  ['Pregnancy, 5th month, routine review.', 'गर्भावस्था, पाँचवाँ महीना, नियमित जाँच।'],
];

export const CONTACT_MESSAGES: Texts = [
  [
    'Do you have a doctor who can see my father this week? He has diabetes and his sugar is not controlled.',
    'क्या इस हफ़्ते मेरे पिताजी को कोई डॉक्टर देख सकते हैं? उन्हें डायबिटीज़ है और शुगर कंट्रोल नहीं है।',
  ],
  ['How do I get the prescription after the video call?', 'वीडियो कॉल के बाद पर्चा कैसे मिलेगा?'],
  ['I paid by UPI but did not receive a receipt. Please check.', 'मैंने UPI से भुगतान किया पर रसीद नहीं मिली। कृपया देखें।'],
  ['What does the comprehensive health check-up include?', 'विस्तृत हेल्थ चेक-अप में क्या-क्या शामिल है?'],
  ['Is home sample collection available in Pune?', 'क्या लखनऊ में घर से सैंपल लिया जा सकता है?'],
  [
    'The video call link did not open on my phone. I want another time.',
    'मेरे फ़ोन पर वीडियो कॉल का लिंक नहीं खुला। दूसरा समय चाहिए।',
  ],
  ['Can I book for my parents who live in another city?', 'क्या मैं दूसरे शहर में रहने वाले माता-पिता के लिए बुक कर सकता हूँ?'],
  ['Please share the fee for a cancer second opinion.', 'कैंसर पर दूसरी राय की फ़ीस बताइए।'],
  ['I want to change my appointment to next week.', 'मुझे अपना अपॉइंटमेंट अगले हफ़्ते करना है।'],
  ['Do you accept health insurance?', 'क्या आप हेल्थ इंश्योरेंस लेते हैं?'],
  ['Thank you, the doctor was very helpful.', 'धन्यवाद, डॉक्टर ने बहुत मदद की।'],
  ['Is the consultation available on Sunday?', 'क्या रविवार को सलाह मिल सकती है?'],
];

export const PRIVACY_DETAILS: Texts = [
  ['Please send me a copy of the data you hold about me.', 'मेरे बारे में आपके पास जो जानकारी है उसकी कॉपी भेजें।'],
  ['My phone number on the record is wrong.', 'रिकॉर्ड में मेरा फ़ोन नंबर ग़लत है।'],
  ['Please delete my old requests.', 'कृपया मेरे पुराने अनुरोध हटा दें।'],
  ['I no longer want messages from you.', 'मुझे अब आपके संदेश नहीं चाहिए।'],
];

export const REFUND_REASONS: Texts = [
  ['The doctor did not join the call.', 'डॉक्टर कॉल पर नहीं आए।'],
  ['I cancelled two days before the appointment.', 'मैंने अपॉइंटमेंट से दो दिन पहले रद्द किया था।'],
  ['Paid twice by mistake.', 'ग़लती से दो बार भुगतान हो गया।'],
  ['The health check-up was not done.', 'हेल्थ चेक-अप नहीं हुआ।'],
];

/** Topics of the booking buttons that are not one doctor: [English, Hindi]. */
export const BOOKING_TOPICS: Texts = [
  ['An online doctor consultation', 'डॉक्टर से ऑनलाइन सलाह'],
  ['General Physician', 'जनरल फ़िज़िशियन'],
  ['Diabetes Care', 'डायबिटीज़ केयर'],
  ['Cancer Second Opinion', 'कैंसर पर दूसरी राय'],
  ['Basic Health Check-up · ₹2,999 · 25 tests', 'बेसिक हेल्थ चेक-अप · ₹2,999 · 25 टेस्ट'],
  ['Comprehensive Health Check-up · ₹5,999 · 45 tests', 'विस्तृत हेल्थ चेक-अप · ₹5,999 · 45 टेस्ट'],
  [
    'Video consultation · A care helper sets up your video call and sends you the link',
    'वीडियो सलाह · एक केयर सहायक आपकी वीडियो कॉल तय करके लिंक भेजते हैं',
  ],
];
