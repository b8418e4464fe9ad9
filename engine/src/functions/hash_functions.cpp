// Hash and encoding functions of engine/src/functions/: MD5, SHA1, SHA224 ... SHA512 and SHA2 as
// lower-case hex digests of the UTF-8 bytes (OpenSSL's digests), TO_BASE64 / FROM_BASE64
// (java.util.Base64's basic alphabet), ENCODE / DECODE between strings and bytes in a charset.

#include "exec/expr_string.h"
#include "functions/function_kernel.h"

#include <sluice/text.h>

#include <openssl/evp.h>

namespace sluice::functions {
namespace {

void appendHex(std::string &out, const unsigned char *bytes, std::size_t n)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    for (std::size_t k = 0; k < n; ++k) {
        out += kDigits[bytes[k] >> 4];
        out += kDigits[bytes[k] & 15];
    }
}

const EVP_MD *digestNamed(int bits)
{
    switch (bits) {
    case 5: return EVP_md5();
    case 1: return EVP_sha1();
    case 224: return EVP_sha224();
    case 256: return EVP_sha256();
    case 384: return EVP_sha384();
    case 512: return EVP_sha512();
    default: return nullptr;
    }
}

struct DigestKernel {
    int bits; ///< 5: MD5, 1: SHA-1, else SHA-2 of that length; 0: from the second argument
    Status operator()(KernelRow &row) const
    {
        const int length = bits ? bits : static_cast<int>(row.get<std::int32_t>(1));
        const EVP_MD *md = digestNamed(length);
        if (!md)
            return row.error(
                sluice::Engine::tr("Unsupported algorithm: SHA2 takes 224, 256, 384 or 512 bits, not %1")
                    .arg(length));
        const std::string_view s = row.str(0);
        unsigned char digest[EVP_MAX_MD_SIZE];
        unsigned int n = 0;
        if (EVP_Digest(s.data(), s.size(), digest, &n, md, nullptr) != 1)
            return row.error(sluice::Engine::tr("the digest failed"));
        std::string &out = row.buffer();
        appendHex(out, digest, n);
        row.setString(out);
        return Status::ok();
    }
};

template <int Bits> std::optional<LogicalType> typeDigest(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type))
        return std::nullopt;
    const int chars = Bits == 5 ? 32 : Bits == 1 ? 40 : Bits / 4;
    return LogicalType::charType(chars, anyNullable(t.args));
}

std::optional<LogicalType> typeSha2(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type) || !integerArg(t.args[1]->type))
        return std::nullopt;
    t.args[1] = plan::castIfNeeded(t.args[1], LogicalType::integer(t.args[1]->type.isNullable()));
    return LogicalType::varChar(128, anyNullable(t.args));
}

template <int Bits> Result<NodePtr> compileDigest(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), DigestKernel{Bits});
}

// --- Base64 -------------------------------------------------------------------------------------

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

Status toBase64Kernel(KernelRow &row)
{
    std::string &out = row.buffer();
    appendBase64(out, row.str(0));
    row.setString(out);
    return Status::ok();
}

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

Status fromBase64Kernel(KernelRow &row)
{
    // Base64.getDecoder().decode: the basic alphabet, padding optional at the end only.
    const std::string_view s = row.str(0);
    std::string &out = row.buffer();
    std::uint32_t bits = 0;
    int count = 0;
    std::size_t k = 0;
    for (; k < s.size(); ++k) {
        if (s[k] == '=')
            break;
        const int v = base64Value(s[k]);
        if (v < 0) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "%x", static_cast<unsigned char>(s[k]));
            return row.error(sluice::Engine::tr("Illegal base64 character %1").arg(hex));
        }
        bits = (bits << 6) | static_cast<std::uint32_t>(v);
        if (++count == 4) {
            out += static_cast<char>(bits >> 16);
            out += static_cast<char>(bits >> 8);
            out += static_cast<char>(bits);
            bits = 0;
            count = 0;
        }
    }
    if (count == 1)
        return row.error(sluice::Engine::tr("Last unit does not have enough valid bits"));
    if (count == 2)
        out += static_cast<char>(bits >> 4);
    else if (count == 3) {
        out += static_cast<char>(bits >> 10);
        out += static_cast<char>(bits >> 2);
    }
    if (k < s.size()) {
        // Padding: as many '=' as the last unit lacks, then nothing.
        const std::size_t pads = s.size() - k;
        const bool ok = (count == 2 && pads == 2 && s.substr(k) == "==") ||
                        (count == 3 && pads == 1);
        if (!ok)
            return row.error(sluice::Engine::tr("Input byte array has incorrect ending byte at %1").arg(k));
    }
    row.setString(out);
    return Status::ok();
}

std::optional<LogicalType> typeBase64(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type) && !binaryArg(t.args[0]->type))
        return std::nullopt;
    return LogicalType::string(anyNullable(t.args));
}

template <Status (*K)(KernelRow &)>
Result<NodePtr> simple(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [](KernelRow &row) { return K(row); });
}

// --- ENCODE / DECODE ----------------------------------------------------------------------------

enum class Charset : std::uint8_t { Utf8, Ascii, Latin1, Utf16Be, Utf16Le, Utf16 };

std::optional<Charset> charsetNamed(std::string_view name)
{
    std::string upper;
    for (char c : name)
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (upper == "UTF-8" || upper == "UTF8") return Charset::Utf8;
    if (upper == "US-ASCII" || upper == "ASCII") return Charset::Ascii;
    if (upper == "ISO-8859-1" || upper == "LATIN1" || upper == "ISO8859_1") return Charset::Latin1;
    if (upper == "UTF-16BE") return Charset::Utf16Be;
    if (upper == "UTF-16LE") return Charset::Utf16Le;
    if (upper == "UTF-16") return Charset::Utf16;
    return std::nullopt;
}

void appendUnit(std::string &out, std::uint32_t u, bool little)
{
    if (little) {
        out += static_cast<char>(u & 0xFF);
        out += static_cast<char>(u >> 8);
    } else {
        out += static_cast<char>(u >> 8);
        out += static_cast<char>(u & 0xFF);
    }
}

Status encodeKernel(KernelRow &row)
{
    const auto charset = charsetNamed(row.str(1));
    if (!charset)
        return row.error(sluice::Engine::tr("Unsupported charset: %1").arg(row.str(1)));
    const std::string_view s = row.str(0);
    std::string &out = row.buffer();
    if (*charset == Charset::Utf8) {
        row.setString(s);
        return Status::ok();
    }
    if (*charset == Charset::Utf16)
        out += "\xFE\xFF";
    for (std::size_t p = 0; p < s.size();) {
        const std::uint32_t cp = exec::detail::utf8Next(s, p);
        switch (*charset) {
        case Charset::Ascii: out += cp < 0x80 ? static_cast<char>(cp) : '?'; break;
        case Charset::Latin1: out += cp < 0x100 ? static_cast<char>(cp) : '?'; break;
        default: {
            const bool little = *charset == Charset::Utf16Le;
            if (cp >= 0x10000) {
                appendUnit(out, 0xD800 + ((cp - 0x10000) >> 10), little);
                appendUnit(out, 0xDC00 + ((cp - 0x10000) & 0x3FF), little);
            } else {
                appendUnit(out, cp, little);
            }
            break;
        }
        }
    }
    row.setString(out);
    return Status::ok();
}

Status decodeKernel(KernelRow &row)
{
    const auto charset = charsetNamed(row.str(1));
    if (!charset)
        return row.error(sluice::Engine::tr("Unsupported charset: %1").arg(row.str(1)));
    std::string_view b = row.str(0);
    std::string &out = row.buffer();
    switch (*charset) {
    case Charset::Utf8: appendJavaUtf8(out, b); break;
    case Charset::Ascii:
        for (unsigned char c : b)
            exec::detail::utf8Append(out, c < 0x80 ? c : 0xFFFD);
        break;
    case Charset::Latin1:
        for (unsigned char c : b)
            exec::detail::utf8Append(out, c);
        break;
    default: {
        bool little = *charset == Charset::Utf16Le;
        if (*charset == Charset::Utf16 && b.size() >= 2) {
            const auto b0 = static_cast<unsigned char>(b[0]), b1 = static_cast<unsigned char>(b[1]);
            if ((b0 == 0xFE && b1 == 0xFF) || (b0 == 0xFF && b1 == 0xFE)) {
                little = b0 == 0xFF;
                b.remove_prefix(2);
            }
        }
        auto unit = [&](std::size_t k) {
            const auto x = static_cast<unsigned char>(b[k]), y = static_cast<unsigned char>(b[k + 1]);
            return little ? static_cast<std::uint32_t>(y << 8 | x) : static_cast<std::uint32_t>(x << 8 | y);
        };
        std::size_t k = 0;
        for (; k + 1 < b.size(); k += 2) {
            std::uint32_t u = unit(k);
            if (u >= 0xD800 && u < 0xDC00 && k + 3 < b.size()) {
                const std::uint32_t low = unit(k + 2);
                if (low >= 0xDC00 && low < 0xE000) {
                    u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                    k += 2;
                } else {
                    u = 0xFFFD;
                }
            } else if (u >= 0xD800 && u < 0xE000) {
                u = 0xFFFD;
            }
            exec::detail::utf8Append(out, u);
        }
        if (k < b.size())
            exec::detail::utf8Append(out, 0xFFFD);
        break;
    }
    }
    row.setString(out);
    return Status::ok();
}

std::optional<LogicalType> typeEncode(FunctionTyping &t)
{
    if (!stringArg(t.args[0]->type) || !stringArg(t.args[1]->type))
        return std::nullopt;
    return LogicalType::binary(1, anyNullable(t.args));
}

std::optional<LogicalType> typeDecode(FunctionTyping &t)
{
    if (!binaryArg(t.args[0]->type) || !stringArg(t.args[1]->type))
        return std::nullopt;
    return LogicalType::string(true);
}

const ScalarFunctionDef kDefs[] = {
    {"MD5", 1, 1, "MD5(<CHARACTER>)", typeDigest<5>, compileDigest<5>},
    {"SHA1", 1, 1, "SHA1(<CHARACTER>)", typeDigest<1>, compileDigest<1>},
    {"SHA224", 1, 1, "SHA224(<CHARACTER>)", typeDigest<224>, compileDigest<224>},
    {"SHA256", 1, 1, "SHA256(<CHARACTER>)", typeDigest<256>, compileDigest<256>},
    {"SHA384", 1, 1, "SHA384(<CHARACTER>)", typeDigest<384>, compileDigest<384>},
    {"SHA512", 1, 1, "SHA512(<CHARACTER>)", typeDigest<512>, compileDigest<512>},
    {"SHA2", 2, 2, "SHA2(<CHARACTER>, <INTEGER>)", typeSha2, compileDigest<0>},
    {"TO_BASE64", 1, 1, "TO_BASE64(<CHARACTER>)", typeBase64, simple<toBase64Kernel>},
    {"FROM_BASE64", 1, 1, "FROM_BASE64(<CHARACTER>)", typeBase64, simple<fromBase64Kernel>},
    {"ENCODE", 2, 2, "ENCODE(<CHARACTER>, <CHARACTER>)", typeEncode, simple<encodeKernel>},
    {"DECODE", 2, 2, "DECODE(<BINARY>, <CHARACTER>)", typeDecode, simple<decodeKernel>},
};

} // namespace

void appendBase64(std::string &out, std::string_view bytes)
{
    std::size_t k = 0;
    for (; k + 2 < bytes.size(); k += 3) {
        const std::uint32_t v = (static_cast<unsigned char>(bytes[k]) << 16) |
                                (static_cast<unsigned char>(bytes[k + 1]) << 8) |
                                static_cast<unsigned char>(bytes[k + 2]);
        for (int shift : {18, 12, 6, 0})
            out += kAlphabet[(v >> shift) & 63];
    }
    if (k < bytes.size()) {
        const std::uint32_t v = (static_cast<unsigned char>(bytes[k]) << 16) |
                                (k + 1 < bytes.size() ? static_cast<unsigned char>(bytes[k + 1]) << 8 : 0);
        out += kAlphabet[v >> 18];
        out += kAlphabet[(v >> 12) & 63];
        out += k + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=';
        out += '=';
    }
}

} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::hashFunctionDefs()
{
    return functions::kDefs;
}
